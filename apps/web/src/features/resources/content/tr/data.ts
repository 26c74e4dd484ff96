import type { Guide } from '../types';

export const data: Guide = {
  slug: 'data',
  title: 'Her yöntem için hangi bilgiler gerekir',
  summary:
    'Her formun istediği girdiler, ne anlama geldikleri ve nereden bulunacakları: yük, kavrama, sıklık, süre, ROSA bulguları, HMD anketi ve kontrol listesi.',
  sections: [
    {
      id: 'overview',
      title: 'Videonun ölçtükleri ve sizin girdikleriniz',
      blocks: [
        {
          kind: 'p',
          text: 'Video duruşları verir: analiz edilen her karede boyun, gövde, kollar, el bilekleri ve bacakların açıları. Kameranın göremediklerini (yükün ağırlığı, kavramanın niteliği, işin ne sıklıkla ve ne kadar süre yapıldığı) formda siz girersiniz. Formu doldurmadan önce bunları öğrenin: yükü tartın, birkaç dakika boyunca dakikadaki kaldırma sayısını sayın, görevin bir vardiyada ne kadar sürdüğünü çalışana ve amirine sorun.',
        },
        {
          kind: 'list',
          items: [
            'Her değerlendirmenin bir “Değerlendirme adı” (zorunlu) ve isteğe bağlı olarak, çekilen çalışan için “Çalışan adı” ve “Sicil numarası” alanları vardır.',
            'Değerlendirme oluşturmak 1 kredi kullanır. Başarısız bir video analizinde kredi iade edilir.',
            'Her girdiyi daha sonra sonuç sayfasında düzeltebilirsiniz (“Düzeltmeler”, “Girdiler” sekmesi): puan yeniden çekim yapmadan yeniden hesaplanır.',
          ],
        },
      ],
    },
    {
      id: 'reba',
      title: 'REBA (tüm vücut)',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Kuvvet / yük” (zorunlu): çekilen duruşta taşınan en ağır yük ya da uygulanan en yüksek kuvvet — “5 kg altı”, “5–10 kg” veya “10 kg üstü”.',
            '“Kavrama (tutuş)” (zorunlu): “İyi” (uygun tutamak, orta aralıkta tam el kavrama), “Orta” (kabul edilebilir ama ideal olmayan tutuş), “Zayıf” (tutuş mümkün ama kabul edilebilir değil) veya “Kabul edilemez” (zorlayıcı, güvensiz tutuş, tutamak yok).',
            '“Ani darbe veya hızlı kuvvet artışı”: yük silkeleniyor, fırlatılıyor ya da havada yakalanıyorsa veya kuvvet aniden artıyorsa işaretleyin. Kuvvet / yük puanına 1 ekler.',
            "“Aktivite puanı (isteğe bağlı)”: uygun olan her maddeyi işaretleyin, her biri 1 ekler — bir ya da daha fazla vücut bölgesi 1 dakikadan uzun süre sabit tutuluyor; küçük açılı hareketler dakikada 4'ten fazla tekrarlanıyor; hareket duruşta hızlı ve büyük değişikliklere ya da dengesiz bir duruş tabanına yol açıyor.",
            '“Oturarak çalışma”: “Videodan algıla” (varsayılan), “Oturuyor” veya “Oturmuyor”. Oturan çalışanın bacakları 1 puan alır. Bacaklar bir masanın ya da makinenin arkasında kalıyorsa bunu siz belirtin.',
          ],
        },
      ],
    },
    {
      id: 'rula',
      title: 'RULA (üst ekstremite)',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Kuvvet / yük” (zorunlu): “2 kg altı, aralıklı”, “2–10 kg, aralıklı”, “2–10 kg, statik veya tekrarlı” veya “10 kg üstü, tekrarlı veya darbeli”.',
            '“Kas kullanımı”: duruş çoğunlukla statikse (10 dakikadan uzun süre korunuyorsa) ya da dakikada 4 kez veya daha sık tekrarlanıyorsa işaretleyin.',
            "“Oturarak çalışma”: REBA'daki gibi. Çalışan oturuyor, destekli ve dengeliyse RULA'da bacaklar 1 puan alır.",
          ],
        },
      ],
    },
    {
      id: 'wisha',
      title: 'WISHA kaldırma',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Yük ağırlığı” (zorunlu): kaldırılan nesnenin ağırlığı, kg cinsinden (0–500). İçerik değişiyorsa etiketteki değere güvenmeyin, tartın.',
            "“Kaldırma sıklığı” (zorunlu): dakikadaki kaldırma sayısı — “Dakikada 1'den az”, “Dakikada 1”, “2–3”, “4–5”, “6–7”, “8–9” veya “Dakikada 10'dan fazla”. Kaldırmaları en az 5 dakika boyunca sayıp süreye bölün.",
            '“Vardiya başına kaldırma süresi” (zorunlu): vardiyada kaldırmaya harcanan süre — “1 saate kadar”, “1–2 saat” veya “2 saatten fazla”; vardiyanın uzunluğu değil.',
            '“Kavrama kalitesi” (zorunlu): “İyi”, “Orta” veya “Zayıf” (tutamak yok, yük kaygan ya da biçimsiz).',
            '“Çalışma ortamı” (zorunlu): “Normal koşullar”, “Soğuk veya sıcak” veya “Kaygan zemin”.',
          ],
        },
        {
          kind: 'p',
          text: 'Video, kaldırma anında ellerin yüksekliğini, gövdeye uzaklığını ve gövdenin dönmesini verir. Sonuç, yükü o kaldırma için önerilen güvenli ağırlıkla karşılaştırır (kaldırma indeksi).',
        },
      ],
    },
    {
      id: 'rosa',
      title: 'ROSA (ofis çalışma istasyonu)',
      blocks: [
        {
          kind: 'p',
          text: 'Video, çalışanı masa başında otururken gösterir; sandalye, monitör, fare ve klavye duruşları videodan ölçülür. “Çalışma istasyonu bulguları” bölümünde kameranın değerlendiremediklerini işaretleyin.',
        },
        {
          kind: 'list',
          items: [
            '“Günlük kullanım” (zorunlu): “Kısa” (tek seferde 30 dakikadan az veya günde 1 saatten az), “Orta” (tek seferde 30–60 dakika veya günde 1–4 saat) ya da “Uzun” (tek seferde 1 saatten fazla veya günde 4 saatten fazla).',
            "“Oturak ile diz arkası arasındaki mesafe” (zorunlu): “7 cm'den az”, “Yaklaşık 7 cm” veya “7 cm'den fazla”. Çalışan sırtını sırtlığa dayamış otururken ölçün.",
            'Sandalye yüksekliği: “Masanın altında bacaklar için yetersiz alan”, “Yüksekliği ayarlanamıyor”.',
            'Oturak derinliği: “Oturak derinliği ayarlanamıyor”.',
            'Kolçaklar: “Sert veya hasarlı yüzey”, “Ayarlanamıyor”.',
            'Sırt desteği: “Sırtlık açısı ayarlanamıyor”.',
            'Monitör: “Kol boyundan daha uzakta”, “Ekranda parlama”.',
            'Fare: “Fare ve klavye farklı yüksekliklerde”, “Fare parmak uçlarıyla tutuluyor”, “Farenin önünde avuç içi desteği”.',
            'Klavye: “Baş üstündeki nesnelere uzanma”, “Klavye tablası ayarlanamıyor”.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Formda telefonla ilgili madde yoktur: telefon, kullanılmayan bir telefon olarak puanlanır ve sonuç bunu belirtir. Çalışan uzun süre telefonla konuşuyorsa bunu notlara yazın.',
        },
      ],
    },
    {
      id: 'qec',
      title: 'HMD: gözlemci formu ve çalışan anketi',
      blocks: [
        {
          kind: 'p',
          text: 'HMD (Hızlı Maruziyet Değerlendirmesi) iki bölümden oluşur. Gözlemci maddelerini (A–G) siz doldurursunuz; çalışanlar kendi sorularını telefonlarında bir bağlantı üzerinden yanıtlar.',
        },
        {
          kind: 'list',
          items: [
            'Gözlemci maddeleri (A–G): sırt duruşu (en kötü durum) ve işin sabit mi hareketli mi olduğu, sırt hareketi, ellerin yüksekliği, omuz/kol hareketi, el bileği/el duruşu, benzer hareketlerin tekrar sıklığı ve baş ya da boynun eğik veya dönük olup olmadığı. Değerlendirmeyi oluştururken hiçbiri zorunlu değildir; o sırada ya da daha sonra değerlendirmenin sayfasında doldurabilirsiniz.',
            'Video eklerseniz (isteğe bağlı) sırt duruşu, el yüksekliği, el bileği duruşu ve boyun duruşu sizin için ölçülür ve ölçüldü olarak işaretlenir; bunları değiştirebilirsiniz. Hareket sıklıkları sizde kalır.',
            'Çalışan bağlantısı: değerlendirmenin sayfasında bağlantıyı oluşturun (1–90 gün açık kalır, varsayılan 30 gün) ve gönderin ya da QR kodunu gösterin. Çalışanlar oturum açmadan, Türkçe ya da İngilizce yanıtlar: elle taşınan en ağır yük, göreve günde ayrılan süre, tek elle uygulanan en yüksek kuvvet, görsel zorluk, araç kullanma, titreşimli alet kullanımı, çalışma temposuna yetişme ve stres; ayrıca görev unvanı, cinsiyet, yaş ve bu işte çalışılan yıl.',
            'Bağlantıyı istediğiniz sayıda çalışan yanıtlayabilir; her yanıt ayrı saklanır. Yeni bağlantı oluşturmak ya da bağlantıyı iptal etmek eskisini hemen kapatır; verilmiş yanıtlar saklanır.',
            'Sonuç, gözlemci maddeleri tamamlandığında ve en az bir çalışan yanıt verdiğinde görünür.',
          ],
        },
      ],
    },
    {
      id: 'checklist',
      title: 'Ofis güvenliği kontrol listesi',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Son tarih” (zorunlu): yanıt bağlantısının çalışmayı bırakacağı tarih ve saat; ileri bir tarih olmalı ve en fazla bir yıl sonrası olabilir.',
            'Yanıt bağlantısı ve QR kodu değerlendirmenin sayfasında gösterilir. Bağlantıyı kontrol listesini dolduracak kişiye gönderin; oturum açması gerekmez.',
            'Yanıtlayan kişi her soruyu “Evet”, “Hayır” ya da “Uygulanamaz” olarak yanıtlar ve isterse yorum ekler. Sorular çalışma istasyonunu, ortamı, güvenliği ve iş organizasyonunu kapsar; kritik maddeler (yangın, elektrik, acil çıkışlar, takılma tehlikeleri) işaretlidir.',
            'Son tarihten sonra bağlantı bunu belirtir ve yanıt kabul etmez. Birden fazla yanıt gelirse en sonuncusu puanlanır.',
          ],
        },
      ],
    },
  ],
};
