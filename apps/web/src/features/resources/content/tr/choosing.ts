import type { Guide } from '../types';

export const choosing: Guide = {
  slug: 'choosing',
  title: 'Hangi yöntem seçilmeli',
  summary:
    'Görev türüne göre bir karar rehberi: tüm vücut duruşları, üst ekstremite işleri, kaldırma, ofis işi, çalışanların bildirdiği maruziyet ve işyeri güvenlik koşulları.',
  sections: [
    {
      id: 'by-task',
      title: 'Görev türüne göre yöntemler',
      blocks: [
        {
          kind: 'table',
          caption: 'Hangi yöntem hangi göreve uygun',
          head: ['Görev', 'Yöntem', 'Size ne söyler', 'Nasıl yapılır'],
          rows: [
            [
              'Tüm vücut duruşları: eğilme, diz çökme, çömelme, uzanma, zorlayıcı duruşlarda yük elleçleme (depo, bakım-onarım, inşaat, hasta ve yaşlı bakımı)',
              'REBA',
              '1–15 arası bir tüm vücut puanı ve eylem düzeyi; her vücut bölgesi için ayrı puan.',
              'Yandan çekilmiş video; ayrıca yük, kavrama ve aktivite.',
            ],
            [
              'Oturarak ya da ayakta üst ekstremite işleri: montaj, paketleme, dikiş, ayıklama, makine kullanımı, hat başında çalışma',
              'RULA',
              'Kollara, el bileklerine, boyna ve gövdeye odaklanan 1–7 arası bir puan.',
              'Çalışan kolun tarafından çekilmiş video; ayrıca yük ve kas kullanımı.',
            ],
            [
              'Yüklerin iki elle kaldırılması ve indirilmesi',
              'WISHA kaldırma',
              'O kaldırma için önerilen güvenli ağırlık ve kaldırma indeksi (yük ÷ güvenli ağırlık).',
              'Kaldırmanın yandan çekilmiş videosu; ayrıca ağırlık, sıklık, vardiya başına süre, kavrama ve ortam.',
            ],
            [
              'Masa başında ofis ve bilgisayar işi',
              'ROSA',
              'Sandalye, monitör, fare ve klavye için 1–10 arası bir puan.',
              'Oturan çalışanın videosu; ayrıca günlük kullanım ve çalışma istasyonu bulguları.',
            ],
            [
              'Çalışanların kendi bildirdiği maruziyet: aynı işi yapan birden fazla çalışan, tempo, stres, titreşim, araç kullanma',
              'HMD',
              'Sırt, omuz/kol, el bileği/el ve boyun maruziyeti; ayrıca araç kullanma, titreşim, çalışma temposu ve stres; genel maruziyet yüzdesi ve gereken eylem.',
              'Gözlemci maddeleri A–G (isteğe bağlı olarak videodan) ve çalışanların bir bağlantı üzerinden yanıtladığı anket.',
            ],
            [
              'Bir ofisin işyeri güvenlik koşulları: mobilya, ortam, yangın ve elektrik güvenliği, iş organizasyonu',
              'Ofis güvenliği kontrol listesi',
              'Uygulanabilir maddelerin uygunluk yüzdesi; “Hayır” yanıtlı kritik maddeler en başta listelenir.',
              'Son tarihe kadar bir bağlantı üzerinden yanıtlanan kontrol listesi.',
            ],
          ],
        },
      ],
    },
    {
      id: 'decision',
      title: 'Beş soruda karar verin',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            "Çalışan görevin büyük bölümünde bilgisayar masasında mı? ROSA'yı seçin.",
            'Asıl yük, bir yükün iki elle kaldırılması ya da indirilmesi mi? WISHA kaldırmayı seçin; kaldırmalar arasındaki duruşlar da zorlayıcıysa REBA ekleyin.',
            "İş, çalışan oturarak ya da ayakta bir yerde kalırken esas olarak kolları, el bileklerini ve boynu mu zorluyor? RULA'yı seçin.",
            "Tüm vücut zorlayıcı duruşlara mı giriyor (eğilme, dönme, diz çökme, yukarı uzanma)? REBA'yı seçin.",
            'Yük, tempo, stres, titreşim ya da araç kullanma konusunda çalışanların kendi görüşüne mi ihtiyacınız var, ya da aynı işi birden fazla çalışan mı yapıyor? HMD ekleyin. Bir ofisin güvenlik koşulları için ofis güvenliği kontrol listesini ekleyin.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: "REBA ve RULA'nın ikisi de uygun görünüyorsa şikâyetlerin yoğunlaştığı bölgeye uyan yöntemle başlayın: sırt ve bacaklar için REBA, boyun, omuzlar ve el bilekleri için RULA.",
        },
      ],
    },
    {
      id: 'combine',
      title: 'Yöntemleri birlikte kullanmak',
      blocks: [
        {
          kind: 'p',
          text: 'Bir görev birden fazla yöntem içerebilir: yöntemleri görevi oluştururken ya da düzenlerken seçin. Her değerlendirme ayrı yapılır ve ayrı kredi kullanır. Yararlı birleşimler:',
        },
        {
          kind: 'list',
          items: [
            'WISHA kaldırma + REBA: kaldırmanın ağırlık sınırı ve kaldırmalar arasındaki duruşlar.',
            'RULA + HMD: ölçülen üst ekstremite duruşları ve çalışanların kuvvet, tempo ve stres bildirimi.',
            'ROSA + ofis güvenliği kontrol listesi: çalışma istasyonundaki duruş ve ofisin güvenlik koşulları.',
            'Bir değişiklikten önce ve sonra aynı yöntem: aynı görevin izleme değerlendirmesi, bir önerinin sağladığı ölçülmüş risk azalmasını gösterir.',
          ],
        },
      ],
    },
    {
      id: 'not-covered',
      title: 'Bu yöntemlerin kapsamadıkları',
      blocks: [
        {
          kind: 'list',
          items: [
            'İtme, çekme ve bir mesafe boyunca taşıma: bu yöntemlerin hiçbiri itme ya da çekme kuvvetlerini hesaplamaz. Duruşlar için REBA kullanın, kuvvetleri notlara yazın.',
            'Tek elle kaldırma, ekip hâlinde kaldırma ve oturarak kaldırma WISHA kaldırmanın sınırları dışındadır.',
            'Tüm vücut titreşimi, gürültü, iklim ve aydınlatma ölçülmez; HMD çalışanlara yalnızca titreşimli alet kullanımını ve araç kullanmayı sorar.',
            'Bir puan, çekilen günde çekilen görevi tanımlar. Vardiya içinde değişen görevler için her biçimin ayrı değerlendirilmesi gerekir.',
          ],
        },
      ],
    },
  ],
};
