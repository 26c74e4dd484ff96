import type { Guide } from '../types';

export const reading: Guide = {
  slug: 'reading',
  title: 'Sonuçlar nasıl okunur',
  summary:
    'Her yöntemin risk düzeyleri, ısı haritası renkleri, açı grafikleri, kinematik, risk değişim anları ve “kabul edildi”, “düzeltme”, “düşük güven” ve “yakın kare” işaretlerinin anlamı.',
  sections: [
    {
      id: 'scores',
      title: 'Son puan ve risk düzeyi',
      blocks: [
        {
          kind: 'p',
          text: 'Videonun her karesi puanlanır. Son puan, kesintisiz en az 1 sn sürdürülen en kötü duruşun puanıdır: bir anlık görülen duruş sonucu belirlemez, çalışanın sürdürdüğü duruş belirler. Hiçbir duruş bu kadar sürdürülmediyse en uzun kesintisiz bölüm belirleyicidir. WISHA kaldırmada en kötü kaldırma (en yüksek değer) esas alınır. “Bu puan neden?” bağlantısı son puanın arkasındaki her açıyı, tablo hücresini ve ek puanı gösterir.',
        },
        {
          kind: 'list',
          items: [
            '“En yüksek değer”: herhangi bir karede ulaşılan en yüksek puan ve zamanı.',
            '“Zaman ağırlıklı ortalama”: puanlanan kareler üzerinden ortalama puan.',
            '“Puanlara göre süre payı”: her puanın videoda ne kadar sürdüğü, risk düzeyinin rengiyle.',
            '“Eylem düzeyi”: yöntemin yazarlarının o puan için önerdiği eylem.',
          ],
        },
      ],
      subsections: [
        {
          id: 'likely-range',
          title: 'Bir puan ne kadar kesin: “Büyük olasılıkla 6 ile 9 arası”',
          blocks: [
            {
              kind: 'p',
              text: "Kamera her açıyı bir belirsizlikle ölçer: açı görüntü düzleminde olduğunda az (yandan görülen bir eğilme), vücut bölgesi kameraya doğru ya da kameradan uzağa uzandığında daha çok; görüntü o bölgeyi kısaltır ve açı olduğundan küçük okunur. Dönme ve el bileği en zor görülenlerdir; modelin emin olmadığı bir eklemde belirsizlik iki katına çıkar. Ürün son duruşu, her açıyı kendi belirsizliği içinde oynatarak yöntemin kendi tablolarıyla 400 kez yeniden puanlar ve çıkan puanların ortadaki %80'ini “Büyük olasılıkla 6 ile 9 arası” diye gösterir. “Vücut bölgesi puanları” tablosu her bölgenin aralığını puanının altında gösterir.",
            },
            {
              kind: 'list',
              items: [
                'Belirsizlikler doğruysa puan beş durumun dördünde kendi aralığındadır. Kaldırma işlerinin 42 fotoğrafında ergonomistlerin kendi REBA puanları aralığın içinde %76 oranında kaldı; aralığın ortalama genişliği 3,4 puandır (uzmanlar birbirleriyle %70 oranında bir puan içinde uyuşur).',
                'Puanın çok üstüne uzanan bir aralık çoğunlukla kameraya doğru eğilmiş bir vücut bölgesi demektir: videoyla karşılaştırın, kamera yanlış okuduysa açıyı düzeltin.',
                'Düzeltilen bir açıda belirsizlik kalmaz: düzeltmeden sonra aralık daralır, her ölçüm onaylandığında puanın kendisine iner.',
              ],
            },
          ],
        },
        {
          id: 'reba-levels',
          title: 'REBA: 1–15 ölçeği',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'reba',
              title: 'REBA risk düzeyleri',
              description:
                "1'den 15'e kadar REBA ölçeği beş risk düzeyine ayrılır: 1 ihmal edilebilir, 2–3 düşük, 4–7 orta, 8–10 yüksek, 11–15 çok yüksek.",
              levels: {
                negligible: 'İhmal edilebilir',
                low: 'Düşük',
                medium: 'Orta',
                high: 'Yüksek',
                very_high: 'Çok yüksek',
              },
            },
            {
              kind: 'table',
              caption: 'REBA risk düzeyleri ve eylem düzeyleri',
              head: ['Puan', 'Risk düzeyi', 'Eylem düzeyi'],
              rows: [
                ['1', 'İhmal edilebilir', '0: önlem gerekmiyor'],
                ['2–3', 'Düşük', '1: önlem gerekebilir'],
                ['4–7', 'Orta', '2: önlem gerekli'],
                ['8–10', 'Yüksek', '3: kısa süre içinde önlem gerekli'],
                ['11–15', 'Çok yüksek', '4: hemen önlem gerekli'],
              ],
            },
          ],
        },
        {
          id: 'rula-levels',
          title: 'RULA: 1–7 ölçeği',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'rula',
              title: 'RULA risk düzeyleri',
              description:
                "1'den 7'ye kadar RULA ölçeği dört risk düzeyine ayrılır: 1–2 düşük, 3–4 orta, 5–6 yüksek, 7 çok yüksek.",
              levels: { low: 'Düşük', medium: 'Orta', high: 'Yüksek', very_high: 'Çok yüksek' },
            },
            {
              kind: 'table',
              caption: 'RULA risk düzeyleri ve eylem düzeyleri',
              head: ['Puan', 'Risk düzeyi', 'Eylem düzeyi'],
              rows: [
                ['1–2', 'Düşük', '1: uzun süre korunmuyor ya da tekrarlanmıyorsa kabul edilebilir'],
                ['3–4', 'Orta', '2: daha fazla inceleme gerekli; değişiklik gerekebilir'],
                ['5–6', 'Yüksek', '3: inceleyin ve kısa süre içinde değiştirin'],
                ['7', 'Çok yüksek', '4: inceleyin ve hemen değiştirin'],
              ],
            },
          ],
        },
        {
          id: 'rosa-levels',
          title: 'ROSA: 1–10 ölçeği',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'rosa',
              title: 'ROSA risk düzeyleri',
              description:
                "1'den 10'a kadar ROSA ölçeği üç risk düzeyine ayrılır: 1–2 düşük, 3–4 orta, 5–10 yüksek.",
              levels: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
            },
            {
              kind: 'table',
              caption: 'ROSA risk düzeyleri ve eylem düzeyleri',
              head: ['Puan', 'Risk düzeyi', 'Eylem düzeyi'],
              rows: [
                ['1–2', 'Düşük', '1: şimdilik değişiklik gerekmiyor'],
                ['3–4', 'Orta', '2: rahatsızlık bildirilirse daha ayrıntılı değerlendirin'],
                ['5 ve üzeri', 'Yüksek', '3: hemen değiştirin ve ayrıntılı değerlendirin'],
              ],
            },
            {
              kind: 'p',
              text: '“ROSA tablo puanları” ROSA formunun her değerini gösterir: sandalye (bölüm A), monitör ve telefon (bölüm B), fare ve klavye (bölüm C) ve son puan.',
            },
          ],
        },
        {
          id: 'wisha-levels',
          title: 'WISHA kaldırma: kaldırma indeksi',
          blocks: [
            {
              kind: 'p',
              text: 'Sonuç; “Kaldırılan ağırlık”, o kaldırma için “Önerilen güvenli ağırlık” ve birincinin ikinciye bölümü olan “Kaldırma indeksi” değerlerini gösterir. “Güvenli ağırlığı belirleyenler” onu düşüren etkenleri listeler: el konumu (yükseklik ve uzaklık), kaldırma sıklığı ve süresi, sırtın dönmesi, kavrama kalitesi ve çalışma ortamı. Önce etkisi en büyük olan etkeni azaltın.',
            },
            {
              kind: 'table',
              caption: 'WISHA kaldırma indeksi ve risk düzeyi',
              head: ['Kaldırma indeksi', 'Risk düzeyi', 'Anlamı'],
              rows: [
                ['1 veya altı', 'Düşük', 'Yük, bu kaldırma için güvenli ağırlığın içinde.'],
                [
                  "1'in üstünde, 3'e kadar",
                  'Yüksek',
                  'Sınırın üzerinde: artmış risk; kaldırmayı yeniden tasarlayın.',
                ],
                [
                  "3'ün üstünde ya da güvenli ağırlık 0",
                  'Çok yüksek',
                  'Sınırın çok üzerinde; çalışanların çoğu risk altında.',
                ],
              ],
            },
          ],
        },
        {
          id: 'qec-levels',
          title: 'HMD: maruziyet puanları ve genel maruziyet',
          blocks: [
            {
              kind: 'p',
              text: 'Her vücut bölgesi ve etken bir maruziyet puanı ve düzeyi alır. Genel maruziyet (E), sırt, omuz/kol, el bileği/el ve boyun puanlarının toplamının en yüksek değerine oranıdır (sırtın sabit olduğu işte 162, hareketli olduğu işte 176). Birden fazla çalışan yanıt verdiyse her soru için ortadaki yanıt alınır (eşitlikte daha kötü olanı).',
            },
            {
              kind: 'table',
              caption: 'Puana göre HMD maruziyet düzeyleri',
              head: ['Bölge', 'Düşük', 'Orta', 'Yüksek', 'Çok yüksek'],
              rows: [
                ['Sırt (sabit)', "16'nın altı", '16–22', '23–28', '29 ve üzeri'],
                [
                  'Sırt (hareketli), omuz/kol, el bileği/el',
                  "21'in altı",
                  '21–30',
                  '31–40',
                  '41 ve üzeri',
                ],
                ['Boyun', "8'in altı", '8–11', '12–15', '16 ve üzeri'],
                [
                  'Araç kullanma, titreşim, çalışma temposu, stres',
                  "4'ün altı",
                  '4–8',
                  '9–15',
                  '16 ve üzeri',
                ],
              ],
            },
            {
              kind: 'table',
              caption: 'HMD genel maruziyet ve eylem',
              head: ['Genel maruziyet (E)', 'Risk düzeyi', 'Eylem'],
              rows: [
                ['%40 veya altı', 'Düşük', 'Kabul edilebilir'],
                ["%40'ın üstünde, %50'ye kadar", 'Orta', 'Daha fazla inceleyin'],
                [
                  "%50'nin üstünde, %70'e kadar",
                  'Yüksek',
                  'Daha fazla inceleyin ve kısa süre içinde değiştirin',
                ],
                ["%70'in üstünde", 'Çok yüksek', 'İnceleyin ve hemen değiştirin'],
              ],
            },
          ],
        },
        {
          id: 'checklist-levels',
          title: 'Ofis güvenliği kontrol listesi: uygunluk',
          blocks: [
            {
              kind: 'p',
              text: 'Puan, uygulanabilir maddeler içinde “Evet” yanıtlananların payıdır (“Uygulanamaz” maddeler hesaba katılmaz). “Hayır” yanıtlı herhangi bir kritik madde riski en az orta düzeye çıkarır; “Hayır” yanıtlı kritik maddeler en başta listelenir.',
            },
            {
              kind: 'table',
              caption: 'Kontrol listesi uygunluğu ve risk düzeyi',
              head: ['Uygunluk', 'Risk düzeyi'],
              rows: [
                ['%90 veya üzeri', 'Düşük'],
                ['%70 ile %90 arası (%90 hariç)', 'Orta'],
                ['%50 ile %70 arası (%70 hariç)', 'Yüksek'],
                ["%50'nin altı", 'Çok yüksek'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'heat-map',
      title: 'Isı haritası',
      blocks: [
        {
          kind: 'p',
          text: "Vücut ısı haritası (ROSA'da çalışma istasyonu ısı haritası) her bölgeyi son duruştaki riskine göre renklendirir: yeşil düşük, sarı orta, turuncu yüksek, kırmızı çok yüksek. Renk hiçbir zaman tek işaret değildir: bir bölgeye tıklayarak puanını ve nasıl hesaplandığını görebilir, her bölgenin puanını ve düzeyini “Vücut bölgesi puanları” tablosunda bulabilirsiniz. Yöntemin puanlamadığı bölgeler gri kalır.",
        },
      ],
    },
    {
      id: 'body-parts',
      title: 'Vücut bölgesi puanları',
      blocks: [
        {
          kind: 'p',
          text: '“Vücut bölgesi puanları” her bölgenin son duruştaki puanını, video boyunca en yüksek ve ortalama puanını verir. Bir bölgenin düzeyi kendi tablosunun aralığına bağlıdır:',
        },
        {
          kind: 'table',
          caption: 'Puana göre vücut bölgesi düzeyleri',
          head: ['Yöntem ve bölge', 'Düşük', 'Orta', 'Yüksek', 'Çok yüksek'],
          rows: [
            ['REBA boyun', '1–2', '3', '–', '–'],
            ['REBA gövde', '1–2', '3', '4', '5'],
            ['REBA bacaklar', '1', '2', '3', '4'],
            ['REBA üst kol', '1–2', '3–4', '–', '5–6'],
            ['REBA alt kol', '1', '2', '–', '–'],
            ['REBA el bileği', '1–2', '3', '–', '–'],
            ['RULA boyun, gövde, üst kol', '1–2', '3–4', '–', '5–6'],
            ['RULA alt kol', '1', '2', '3', '–'],
            ['RULA el bileği', '1', '2–3', '–', '4'],
            ['ROSA öğeleri', '1–2', '3–4', '5–6', '7 ve üzeri'],
          ],
        },
      ],
    },
    {
      id: 'graphs',
      title: 'Zamana göre açılar',
      blocks: [
        {
          kind: 'p',
          text: 'Her grafik bir vücut bölgesinin açısını video boyunca, yöntemin iki tarafı da puanladığı yerlerde sol ve sağ ayrı olmak üzere, gölgeli alanların üzerinde gösterir: yeşil kabul edilebilir, turuncu dikkat, kırmızı yüksek risk. Videoyu o ana götürmek için grafiğe tıklayın. Çizgideki bir boşluk, bölgenin ölçülemediği bir aralıktır.',
        },
        {
          kind: 'table',
          caption: 'Başlıca eklem hareketlerinin açı aralıkları (derece)',
          head: ['Hareket', 'Yeşil', 'Turuncu', 'Kırmızı'],
          rows: [
            ['Boyun fleksiyonu', '0–20', '20–45', "45'in üstü"],
            ['Boyun ekstansiyonu', '0–5', '5–20', "20'nin üstü"],
            ['Gövde fleksiyonu', '0–30', '30–60', "60'ın üstü"],
            ['Gövde ekstansiyonu', '0–5', '5–20', "20'nin üstü"],
            ['Üst kol fleksiyonu ya da ekstansiyonu', '0–20', '20–45', "45'in üstü"],
            ['Üst kol abdüksiyonu', '0–20', '20–45', "45'in üstü"],
            ['Dirsek fleksiyonu', '60–100', '45–60 ya da 100–120', "45'in altı ya da 120'nin üstü"],
            ['El bileği fleksiyonu ya da ekstansiyonu', '0–10', '10–30', "30'un üstü"],
            ['Diz fleksiyonu', '0–30', '30–60', "60'ın üstü"],
            ['Gövde ya da boyunda yana eğilme', '0–10', '10–20', "20'nin üstü"],
            ['Gövde ya da boyunda dönme', '0–15', '15–30', "30'un üstü"],
          ],
        },
      ],
    },
    {
      id: 'kinematics',
      title: 'Kinematik',
      blocks: [
        {
          kind: 'p',
          text: "“Kinematik” her eklem için ölçülen sürenin ne kadarının yeşil, turuncu ve kırmızı açı aralıklarında geçtiğini, ölçülen saniyelerle birlikte verir. Zaman içindeki maruziyeti görmek için kullanın: son duruş yalnızca kısa bir süre sürdürülse bile, çevrimin %40'ında kırmızı aralıkta kalan bir gövde değişiklik gerektirir. Aynı görevin bir değişiklikten önceki ve sonraki kinematiğini karşılaştırın.",
        },
      ],
    },
    {
      id: 'breakpoints',
      title: 'Risk değişim anları',
      blocks: [
        {
          kind: 'p',
          text: "Risk değişim anları, risk düzeyinin değiştiği anlardır; her biri zamanı, önceki düzeyi ve puanıyla gösterilir. Videoda görmek için birine tıklayın; ilk anlarda algılanan iskeletin çizildiği ve yüzün bulanıklaştırıldığı bir duruş görüntüsü de vardır. Çevrimin hangi adımının riski artırdığını gösterirler: alt rafa uzanma, palete dönme gibi. WISHA'da her kaldırma indeksi aralığı geçişi bir risk değişim anı olarak işaretlenir.",
        },
      ],
    },
    {
      id: 'markers',
      title: 'Sonuçlardaki işaretlerin anlamı',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kabul edildi: kameranın son duruşta göremediği bir vücut bölgesi ya da hareket nötr kabul edilmiştir. Puan özeti bunları “Bu duruşta görünmediği için şöyle kabul edildi:” başlığının ardından listeler (örneğin “gövdede dönme yok”, “iki ayak da yerde”). Bir kabul puana hiçbir zaman ekleme yapmaz: videoyu kontrol edin ve gerçek duruş daha kötüyse girdiyi ya da açıyı düzeltin.',
            'Düşük güven: model bir eklemden emin değildi (çoğu zaman gövdenin ya da yükün arkasında kalır). Yine de ölçülür ve puanlanır. Videoda kontrol edin.',
            'Yakın kare: bölge bu karede görüntünün dışındaydı; bu yüzden görüldüğü en yakın karedeki değer (en çok 1 sn uzaklıkta) kullanıldı.',
            '2B ve 3B: açının nasıl okunduğu. 3B, modelin 3B işaret noktalarından gelir; 2B ise kameranın bölgeyi yandan gördüğü yerde görüntüden okunur ve açıyı modelin derinlik tahmininden daha iyi gösterir.',
            'Oranlar: gövde ya da üst kol görüntüde, çalışanın vücut oranlarının gerektirdiğinden belirgin biçimde kısa göründü; yani kameraya doğru ya da kameradan uzağa en az 30° eğik. Modelin derinlik tahmini böyle bir eğimi olduğundan düşük okuduğu için açı bu uzunluktan okunur. Puan buna bağlıysa videoda kontrol edin.',
            'Düzeltme: ölçülen değerin yerine sizin ya da bir iş arkadaşınızın girdiği değer. Düzeltmeler tablosunda kaydedene kadar “Taslak”, kaydettikten sonra “Düzeltildi” olarak görünür; puan, kaç düzeltmenin geçerli olduğunu belirtir ve “Değişiklik geçmişi” kimin neyi ne zaman değiştirdiğini kaydeder. Bir düzeltme hiçbir şeyi gizlemez: başka bir yerde daha kötü bir duruş sürdürülüyorsa sayfa bunu söyler.',
            'Önizleme: bir düzeltmeden sonra puan tarayıcınızda hemen yeniden hesaplanır; kaydettiğinizde saklanır.',
            'Oturarak çalışma: REBA ve RULA, siz belirtmediyseniz çalışanın oturup oturmadığını kare kare algılar; oturan çalışanın bacakları 1 puan alır. ROSA, video oturan bir çalışanı göstermiyorsa uyarır.',
            'Önden veya arkadan çekilmiş: kamera çalışana dönüktü, bu yüzden öne eğilme olduğundan düşük ölçülmüş olabilir. Fleksiyon önemliyse yandan yeniden çekin.',
            'Puanlanamayan kareler: çalışanın (ya da gövdesinin) görünmediği veya başka birine ait olan kareler hesaba katılmaz ve sayılır.',
          ],
        },
      ],
    },
    {
      id: 'corrections',
      title: 'Sonuçları kontrol etmek ve düzeltmek',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Videoyu iskelet açıkken oynatın. İskeletin doğru kişiyi izlediğini ve eklemlerin vücudun üzerine oturduğunu kontrol edin.',
            'Son duruşa gidin (zamanı puanın altında gösterilir) ve “Düzeltmeler” bölümünün “Açılar” sekmesinde açıları kontrol edin.',
            'İskelet orada açıkça yanlışsa son duruşun açısını düzeltin: değer, duruşun sürdürüldüğü her kareye uygulanır; en yüksek puan, ortalama, grafikler ve risk değişim anları da buna göre değişir.',
            'Kamera yalnızca bir anı yanlış okuduysa “Tek bir kareyi düzelt” seçeneğini kullanın.',
            '“Girdiler” sekmesinde girdileri (yük, kavrama, sıklık…) kontrol edin ve kaydedin.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Poz tahmininin sınırları',
      blocks: [
        {
          kind: 'p',
          text: 'Poz tahmini, iskeleti tek bir sıradan kameradan ölçer. Hızlı ve nesneldir, ancak bir hareket analizi laboratuvarı değildir. Sonuçlara göre harekete geçmeden önce onları her zaman videoyla karşılaştırın.',
        },
        {
          kind: 'list',
          items: [
            'Görüş engeli: bir makinenin, yükün ya da çalışanın kendi vücudunun arkasında kalan bölge düşük güvenle tahmin edilir, yakın bir kareden alınır ya da kabul edilir.',
            'Kamera açısı: tek kamera derinliği zayıf ölçer. Kameraya doğru ya da kameradan uzağa eğilme olduğundan düşük ölçülür; dönmeyi ölçmek eğilmeyi ölçmekten zordur.',
            'En az güvenilir olan el bilekleridir: el görüntüde küçüktür ve çoğu zaman gizlidir. El bileği puanlarını videoda kontrol edin.',
            'Bol giysiler, önlükler ve ceketler kalçaları ve dizleri gizler; giysi ile arka plan arasındaki düşük kontrast eklemlerin sıçramasına yol açar.',
            'Hızlı hareketler bulanıklaşır ve video varsayılan olarak saniyede 10 kare analiz edilir: saniyenin onda birinden kısa bir hareket kaçırılabilir.',
            'Yöntemler kameranın göremediği bilgilere (ağırlık, kavrama, sıklık, süre) ihtiyaç duyar: verdiğiniz girdiler video kadar önemlidir.',
          ],
        },
      ],
    },
  ],
};
