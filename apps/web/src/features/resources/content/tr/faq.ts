import type { Guide } from '../types';

export const faq: Guide = {
  slug: 'faq',
  title: 'Mesleki SSS',
  summary:
    'Şifreleme ve erişim, videoların saklanması, poz tahmininin doğruluğu, krediler, diller ve raporların dışa aktarılması.',
  sections: [
    {
      id: 'security',
      title: 'Güvenlik ve gizlilik',
      blocks: [],
      subsections: [
        {
          id: 'encryption',
          title: 'Videolarımız ve değerlendirme verilerimiz şifreleniyor mu?',
          blocks: [
            {
              kind: 'p',
              text: 'Evet, hem aktarım sırasında hem de depolamada, aşağıdaki gibi.',
            },
            {
              kind: 'list',
              items: [
                'Aktarım sırasında: ErgoAssess TLS arkasında sunulduğunda (her üretim kurulumunda olması gerektiği gibi) sayfalar, yüklemeler, indirmeler ve API çağrıları HTTPS üzerinden iletilir. Uygulamanın kendisi düz HTTP konuşur ve TLS için kurulumdaki ters vekil sunucuya (reverse proxy) ya da yük dengeleyiciye dayanır; kullandığınız adresin https:// ile başladığını sistem yöneticiniz doğrulayabilir.',
                "Depolanan dosyalar: saklanan her dosya — yüklenen videolar, oynatma kopyaları, küçük resimler ve poz (iskelet) verileri — 64 KiB'lık parçalar hâlinde AES-256-GCM ile şifrelenir. Her dosyanın rastgele üretilmiş kendi anahtarı vardır; bu anahtar da kurulumun ana anahtarıyla şifrelenerek (sarmalanarak) saklanır. Videolar analiz ve oynatma için anlık olarak çözülür; diske şifrelenmemiş bir kopya yazılmaz.",
                'Değerlendirme kayıtları — adlar, girdiler, puanlar, notlar, öneriler ve anket yanıtları — kuruluşunuzun veritabanında saklanır. Uygulama bu kayıtları kendisi şifrelemez: bunların depolamada şifrelenmesi, kurulumunuzun sağladığı veritabanı depolamasına (şifreli disk ya da şifreleme sunan yönetilen veritabanı) bağlıdır.',
                'Şifreler yalnızca argon2id özetleri olarak; genel bağlantı belirteçleri ve oturum yenileme belirteçleri de yalnızca özet olarak saklanır.',
                'PDF raporlar ve dışa aktarımlar istediğiniz anda üretilip tarayıcınıza gönderilir; sunucuda saklanmaz.',
              ],
            },
          ],
        },
        {
          id: 'access',
          title: 'Değerlendirmelerimizi kimler görebilir?',
          blocks: [
            {
              kind: 'list',
              items: [
                'Yalnızca kuruluşunuzun oturum açmış kullanıcıları. Her istek oturum açan kullanıcının kuruluşuna bağlanır ve her veritabanı sorgusu o kuruluşla sınırlandırılır; başka bir kuruluşa ait kayıt “bulunamadı” yanıtı verir.',
                'Henüz ayrı roller yoktur: kuruluşunuzun her kullanıcısı kuruluşun tüm operasyonlarını, görevlerini, değerlendirmelerini, önerilerini ve notlarını görebilir ve düzenleyebilir.',
                'Genel bağlantılar (HMD çalışan bağlantısı, kontrol listesinin yanıt bağlantısı) yalnızca kendi formlarını açar ve yalnızca formun başlığını ve kuruluşunuzun adını gösterir. Sonuçları, videoları ya da başka bir değerlendirmeyi göstermez. Bağlantı tahmin edilemez, süresi dolunca çalışmayı bırakır; çalışan bağlantısı istediğiniz an iptal edilebilir ya da yenilenebilir.',
              ],
            },
          ],
        },
        {
          id: 'retention',
          title: 'Videolar ne kadar süre saklanıyor?',
          blocks: [
            {
              kind: 'p',
              text: 'Varsayılan olarak video, değerlendirmesiyle birlikte saklanır. Her videonun analiz edilir edilmez silinmesi için “Ayarlar” > “Kuruluş” bölümünde “Yüklenen videoları sakla” seçeneğini kapatın. İskelet verileri, puanlar ve yüzleri bulanıklaştırılmış küçük resimler saklanır; böylece sonuçlar okunabilir ve düzeltilebilir kalır. Sonuç sayfası bu durumda iskeleti videosuz gösterir ve videodaki başka bir kişi artık seçilemez.',
            },
            {
              kind: 'p',
              text: 'Bir değerlendirmeyi silmek videosunu, sonuçlarını, dosyalarını, önerilerini ve notlarını da siler. Bu işlem geri alınamaz.',
            },
          ],
        },
      ],
    },
    {
      id: 'accuracy',
      title: 'Doğruluk',
      blocks: [],
      subsections: [
        {
          id: 'pose-accuracy',
          title: 'Poz tahmini ne kadar doğru?',
          blocks: [
            {
              kind: 'p',
              text: "Doğruluğu uzmanlarla karşılaştırarak ölçüyoruz. Uzmanların REBA ile elle puanladığı, kaldırma görevlerine ait 42 gerçek fotoğrafta (AutoREBA veri seti) bu sürümün REBA toplam puanı, fotoğrafların %57'sinde uzmanın toplam puanına ±1 yakındır (karesel ağırlıklı kappa 0,66). Karşılaştırma için: aynı anları iki farklı kameradan puanlayan iki uzman %70 oranında ±1 içinde uyuşur. Yandan ve çaprazdan çekimler önden çekimlerden daha iyi sonuç verir; en az uyum el bileğindedir.",
            },
            {
              kind: 'p',
              text: 'Bu nedenle puanlar sağlam bir ilk okumadır, kesin hüküm değildir: harekete geçmeden önce videoyu, iskeleti ve işaretleri (kabul edildi, düşük güven, yakın kare) gözden geçirin ve kameranın yanlış okuduklarını düzeltin.',
            },
          ],
        },
        {
          id: 'methods-source',
          title: 'Yöntemler yayımlanmış hâlleriyle mi uygulanıyor?',
          blocks: [
            {
              kind: 'p',
              text: "Evet. REBA, RULA, ROSA, HMD ve WISHA kaldırma hesaplayıcısı yayımlanmış tablolarıyla puanlanır ve her puan tablo hücresine kadar açıklanabilir (“Bu puan neden?”). WISHA, Washington Eyaleti Çalışma ve Sanayi Bakanlığı'nın kaldırma hesaplayıcısını (WAC 296-62-05174, Ek B) izler; kavrama ve çalışma ortamı katsayıları ErgoAssess'in eklemeleridir ve WISHA sonucu her birinin kaynağını belirtir. Ofis güvenliği kontrol listesi bize aittir; ekranlı araçlarla çalışmaya ilişkin kılavuzlardan ve ofislerde genel yangın ve elektrik güvenliği uygulamalarından derlenmiştir.",
            },
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Krediler',
      blocks: [],
      subsections: [
        {
          id: 'credit-use',
          title: 'Kredi ne zaman kullanılır?',
          blocks: [
            {
              kind: 'list',
              items: [
                'Yöntem ne olursa olsun, değerlendirme oluşturmak 1 kredi kullanır. Bakiye üst çubukta gösterilir.',
                'Video analizi başarısız olursa (kimse bulunamadı, vücut puanlanacak kadar görünmüyor, süre aşıldı) kredi iade edilir ve mesaj bunu belirtir. HMD bunun istisnasıdır: videosu yalnızca gözlemci maddelerini önceden doldurur, değerlendirme videosuz sürer.',
                'Başarısız bir analizden sonra yeni video yüklemek yeniden kredi kullanır, çünkü başarısızlıkta ilk kredi iade edilmiştir.',
                'Aynı videoda başka bir kişi seçmek, düzeltmeler ve yeniden hesaplamalar kredi kullanmaz.',
                "Bakiye 0'a indiğinde yeni değerlendirme oluşturulamaz: kredi eklemek için bizimle iletişime geçin.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'general',
      title: 'Diller ve dışa aktarma',
      blocks: [],
      subsections: [
        {
          id: 'languages',
          title: 'Hangi diller kullanılabilir?',
          blocks: [
            {
              kind: 'p',
              text: 'Türkçe ve İngilizce: arayüzün tamamı, çalışan anketi ve kontrol listesi sayfaları, mesajlar ve PDF rapor. Dili üst çubuktaki EN/TR düğmesiyle değiştirin. PDF rapor, arayüz dilinden bağımsız olarak iki dilden birinde dışa aktarılabilir; çalışanlar da anket sayfasında kendi dillerini seçer.',
            },
          ],
        },
        {
          id: 'exports',
          title: 'Rapor nasıl dışa aktarılır?',
          blocks: [
            {
              kind: 'list',
              items: [
                'Değerlendirme sayfasındaki “Raporu dışa aktar”, Türkçe ya da İngilizce bir A4 PDF indirir: puan ve gereken eylem, ısı haritası, vücut bölgesi puanları, kinematik, açı grafikleri, görüntüleriyle risk değişim anları, puanın nasıl hesaplandığı, öneriler ve notlar.',
                'Analiz edilmiş bir videonun sayfasındaki “Kareler (CSV)”, analiz edilen her kare için bir satır verir: her açı, güven değeri ve nasıl okunduğu; elektronik tablo ya da istatistik yazılımı için.',
                "Değerlendirme listesindeki “Excel'e aktar”, listenin filtreleriyle her değerlendirme için puanlarını ve girdilerini içeren bir satır verir.",
              ],
            },
          ],
        },
      ],
    },
  ],
};
