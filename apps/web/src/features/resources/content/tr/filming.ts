import type { Guide } from '../types';

export const filming: Guide = {
  slug: 'filming',
  title: 'Güvenilir bir analiz için nasıl çekim yapılır',
  summary:
    'Kamera yüksekliği ve uzaklığı, yandan ya da önden çekim, kadraj, çekim süresi, ışık, görüntüde tek çalışan ve sabit kamera.',
  sections: [
    {
      id: 'placement',
      title: 'Kamera yüksekliği ve uzaklığı',
      blocks: [
        {
          kind: 'p',
          text: 'Poz modeli eklem açılarını kameranın gördüğünden ölçer. Çalışanın kalça yüksekliğinde duran ve tüm vücudu gösterecek kadar uzakta olan bir kamera en güvenilir açıları verir: gövde ve uyluklar perspektif bozulması olmadan görünür, çalışan eğildiğinde ya da uzandığında hiçbir vücut bölgesi kadrajdan çıkmaz.',
        },
        {
          kind: 'list',
          items: [
            'Yükseklik: objektifi çalışanın yaklaşık kalça ya da gövde ortası hizasına yerleştirin (ayakta yapılan işte kabaca 0,9–1,2 m, oturarak yapılan işte daha alçak). Göz hizasında ya da daha yukarıda tutulan kamera yukarıdan bakar ve öne eğilmeyi olduğundan az gösterir.',
            "Uzaklık: çalışandan genellikle 3–5 m. Tüm vücut, üstte ve altta yaklaşık bir baş boyu pay kalacak şekilde kadraja sığmalıdır. Kamera 2 m'den daha yakınsa, çalışan hareket ettikçe ayaklar, baş ya da eller kadrajdan çıkar.",
            'Yakınlaştırma: yakınlaştırmak yerine geri çekilin; çalışan, görüntü yüksekliğinin yaklaşık yarısı ile üçte ikisi arasında bir yer kaplasın.',
            'Terazi: kamerayı yatay tutun, eğmeyin. Eğik bir görüntü, ondan ölçülen her açıyı da eğer.',
          ],
        },
        {
          kind: 'figure',
          figure: 'camera',
          title: 'Doğru ve yanlış kamera yerleşimi',
          description:
            'Dört çizim. Doğru: kamera tripod üzerinde, kalça yüksekliğinde, çalışanın 3–5 m yanında duruyor ve tüm vücut görüntüde. Yanlış: kamera çok yakın, ayaklar ve baş kadrajın dışında kalıyor. Yanlış: kamera çok yüksekte ve çalışana yukarıdan bakıyor. Yanlış: çalışanın arkasındaki parlak pencere çalışanı karanlık bir siluete dönüştürüyor.',
          panels: {
            good: 'Yandan çekim, kamera kalça yüksekliğinde, 3–5 m uzakta, tüm vücut görüntüde',
            close: 'Çok yakın: baş ve ayaklar kadraj dışında',
            high: 'Çok yüksek: yukarıdan bakış öne eğilmeyi küçültür',
            backlit: 'Ters ışık: çalışanın arkasındaki pencere eklemleri gizler',
          },
          verdicts: { good: 'Doğru', bad: 'Kaçının' },
          labels: { distance: '3–5 m', height: 'kalça hizası', window: 'pencere' },
        },
      ],
    },
    {
      id: 'view',
      title: 'Yandan mı, önden mi?',
      blocks: [
        {
          kind: 'p',
          text: 'Tek bir kamera, görüntü düzleminde yapılan hareketleri iyi, kameraya doğru ya da kameradan uzağa yapılanları zayıf görür. Açıyı, görev için en önemli harekete göre seçin.',
        },
        {
          kind: 'list',
          items: [
            'Yandan çekim (kamera, çalışanın baktığı yöne dik açıda): gövdenin ve boynun öne eğilmesi, üst kolların öne kaldırılması, dirsek ve diz bükülmesi, çömelme ve kaldırma için en iyisidir. REBA, RULA, WISHA kaldırma ve HMD için varsayılan açıdır.',
            'Önden (ya da arkadan) çekim: gövdenin ve boynun yana eğilmesi ve kolların yana kaldırılması (abdüksiyon) için en iyisidir. Önden bakıldığında öne eğilme kısalmış görünür ve olduğundan düşük ölçülebilir; sonuç sayfası bu durumda “Önden veya arkadan çekilmiş” uyarısını gösterir.',
            'Çapraz çekim (yaklaşık 45°): masa başında oturarak yapılan iş (ROSA) ve yandan görüşün engellendiği montaj işleri için bir orta yoldur; sandalyeyi, monitörü ve elleri birlikte gösterir.',
          ],
        },
        {
          kind: 'table',
          caption: 'Her yöntemin gerektirdiği çekim açısı',
          head: ['Yöntem', 'Tercih edilen açı', 'Neden'],
          rows: [
            [
              'REBA',
              'Yandan, çalışan kolun tarafından',
              'Puanın büyük kısmını gövde, boyun, diz ve üst kol fleksiyonu belirler.',
            ],
            [
              'RULA',
              'En çok çalışan kolun tarafından',
              'Bir taraftaki üst kol, alt kol ve el bileği; boyun ve gövde fleksiyonu.',
            ],
            [
              'WISHA kaldırma',
              'Yandan',
              'Güvenli ağırlığı ellerin yüksekliği ve gövdeye uzaklığı belirler; gövdenin eğilmesi kaldırmayı gösterir.',
            ],
            [
              'ROSA',
              'Yandan ya da çaprazdan, çalışan masa başında otururken',
              'Sandalye yüksekliği, oturak, kolçaklar, sırtlık, monitör ve çevre birimleri görünmelidir.',
            ],
            [
              'HMD',
              'Yandan (video isteğe bağlı)',
              'Video; sırt duruşunu, el yüksekliğini, el bileği duruşunu ve boyun duruşunu önceden doldurur.',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'Hem öne hem yana eğilme önemliyse aynı görev için iki değerlendirme yapın: biri yandan, biri önden çekilmiş. Her biri 1 kredi kullanır.',
        },
      ],
    },
    {
      id: 'frame',
      title: 'Tüm vücut görüntüde',
      blocks: [
        {
          kind: 'p',
          text: 'Çalışanın tüm vücudunu, baş, eller ve ayaklar dahil, video boyunca görüntüde tutun. Görüntü dışındaki bir vücut bölgesi ölçülemez. Analiz bu durumda değeri en çok 1 sn uzaklıktaki bir kareden alır; bu da mümkün değilse bölgeyi nötr kabul eder ve “kabul edildi” olarak listeler. Bu, gerçek bir riski gizleyebilir.',
        },
        {
          kind: 'list',
          items: [
            'Ayaklar: bacaklar (REBA) ve yerden ölçülen kaldırma yüksekliği (WISHA) için gereklidir.',
            'Eller: el bileği puanları ve kaldırmada ellerin gövdeye uzaklığı için gereklidir. Kutunun içinde ya da bir parçanın arkasında kalan el, el bileğinin “kabul edildi” sayılmasının en yaygın nedenidir.',
            'Baş: boyun fleksiyonu için gereklidir. Görüntünün üstünü omuz hizasından kesmeyin.',
            'Çalışanı değil, işi izleyin: çalışan iki nokta arasında yürüyorsa ikisini birden gören bir yerden çekin ya da her noktayı ayrı bir değerlendirme olarak çekin.',
          ],
        },
      ],
    },
    {
      id: 'duration',
      title: 'Ne kadar süre çekim yapılmalı',
      blocks: [
        {
          kind: 'p',
          text: "En az bir tam iş çevrimini kapsayan, işi temsil eden 10–30 sn'lik bir bölüm çekin: uzanma, kavrama, kaldırma ya da yerleştirme ve geri dönüş. Çevrim uzunsa en zorlayıcı duruşun olduğu kısmı çekin; gerisini girdilerle belirtin (örneğin REBA'nın aktivite puanı ya da WISHA'nın kaldırma sıklığı).",
        },
        {
          kind: 'list',
          items: [
            'Temsil edici olsun: olağan tempo, olağan yük ve işi olağan olarak yapan çalışan; kamera için yavaşça yapılan bir gösteri değil.',
            "Son puan, en az 1 sn sürdürülen en kötü duruşun puanıdır (WISHA'da en kötü kaldırma); bu yüzden video o duruşu içermelidir.",
            "Video varsayılan olarak saniyede 10 kare analiz edilir ve en çok 10 dakikalık, 500 MB'lık videolar kabul edilir (MP4, MOV, AVI veya MKV). Daha uzun bir video yalnızca analizi uzatır, puanı daha doğru yapmaz.",
          ],
        },
      ],
    },
    {
      id: 'light',
      title: 'Aydınlatma',
      blocks: [
        {
          kind: 'list',
          items: [
            'Çalışanın üzerinde eşit bir ışık olsun. Çalışanın arkasında pencere, lamba ya da açık kapı olmasından kaçının: ters ışık vücudu siluete dönüştürür ve eklemler kaybolur.',
            'Işık kaynağını kameranın önüne değil, arkasına ya da yanına alın.',
            'Vücudun üzerine düşen sert gölgelerden ve titreyen ışıklardan kaçının; loş bir alanda çekimden önce çalışma ışıklarını yakın.',
          ],
        },
      ],
    },
    {
      id: 'people',
      title: 'Görüntüde tek çalışan',
      blocks: [
        {
          kind: 'p',
          text: 'İdeal olarak görüntüde yalnızca değerlendirilen çalışan bulunur. Çevrede başkaları geçiyor ya da çalışıyorsa analiz, görüntüde en uzun süre bulunan ve en büyük görünen kişiyi izler. Yanlış kişi seçildiyse sonuç sayfasında “Videodaki kişiler” bölümünü açın, “Başka bir kişi seçin”e tıklayın ve çalışanın üzerine tıklayın: video, kredi kullanılmadan o kişi için yeniden analiz edilir.',
        },
        {
          kind: 'list',
          items: [
            'Başka birinin ikisini ayırt edilemeyecek kadar yakın durduğu kareler puanlanmaz; sonuç sayfası bunları listeler.',
            'Çekim sırasında iş arkadaşlarından kamera ile çalışan arasından geçmemelerini isteyin.',
            'Başka bir kişi seçmek için video gerekir: kuruluşunuz videoları analizden sonra siliyorsa bu mümkün değildir.',
          ],
        },
      ],
    },
    {
      id: 'steady',
      title: 'Sabit kamera ve telefonun yönü',
      blocks: [
        {
          kind: 'list',
          items: [
            'Tripod kullanın ya da telefonu bir rafa veya koli yığınına dayayın. Hareket eden kamera eklemleri bulanıklaştırır ve her açıyı kaydırır.',
            'Kayıt sırasında kamerayı çevirmeyin ve yakınlaştırmayın; kaydı kadraja dokunmadan başlatıp durdurun.',
            'Ayakta yapılan ve yana doğru ilerleyen işlerde telefonu yatay tutun. Dikey tutmak yalnızca tek bir yerde kalan ve görüntüde eninden uzun görünen bir çalışan için, örneğin baş üstüne uzanan uzun boylu bir çalışan için işe yarar.',
            'Telefonun ana kamerasını normal hızda kullanın (ağır çekim, hızlandırılmış çekim ya da filtre olmadan).',
          ],
        },
      ],
    },
    {
      id: 'clothing',
      title: 'Giysiler ve engeller',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kontrast modele yardımcı olur: koyu bir makinenin önünde koyu renk tulumlu ya da beyaz bir duvarın önünde beyaz giysili bir çalışanı ölçmek daha zordur. Mümkünse giysiden farklı renkte bir arka plan seçin.',
            'Bol giysiler, önlükler ve uzun ceketler kalçaları ve dizleri gizler; güvenliyse çalışandan bol bir ceketin önünü kapatmasını isteyin.',
            'Kamera ile çalışanın vücudu arasında makine, raf, masa ya da yükün kendisi kalmasın. İşi değil, kamerayı taşıyın.',
            'Çekimden önce çalışanın onayını alın ve videonun ne için kullanılacağını açıklayın. Analizin sakladığı görüntülerde yüzler bulanıklaştırılır.',
          ],
        },
      ],
    },
    {
      id: 'before-recording',
      title: 'Kayda basmadan önce kontrol listesi',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Görev olağan görev; tempo ve yük olağan.',
            'Kamera tripod üzerinde, terazide, kalça yüksekliğinde, 3–5 m uzakta ve yatay konumda.',
            'Çekim açısı yönteme uygun: eğilme ve kaldırma için yandan, yana eğilme ve kolların yana kaldırılması için önden.',
            'Baş, eller ve ayaklar tüm çevrim boyunca görüntüde.',
            'Işık kameranın arkasından geliyor; çalışanın arkasında pencere yok.',
            'Kamera ile çalışan arasında kimse durmuyor.',
            'En az bir tam çevrimi içeren 10–30 sn kaydediyorsunuz.',
          ],
        },
      ],
    },
  ],
};
