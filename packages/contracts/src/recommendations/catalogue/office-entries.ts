import type { RosaAreaFactor, RosaFlagFactor } from './factor-keys';
import type { CatalogueEntry } from './types';

/**
 * ROSA (Rapid Office Strain Assessment) entries of the catalogue. An area entry (`rosa.*`) is proposed
 * when that workstation area's band is moderate or worse and speaks of the area as a whole; a flag
 * entry (`rosa_flag.*`) is proposed when the ergonomist ticked that box and answers that finding only.
 * Sources: OFFICE_SOURCES. Equipment provided or replaced counts as ENGINEERING; ELIMINATE is kept for
 * removing the offending item or the need for it; setting up with the worker, training, breaks and
 * task variety are ADMINISTRATIVE. No entry relies on PPE.
 */
export const OFFICE_ENTRIES: Readonly<Record<RosaAreaFactor | RosaFlagFactor, CatalogueEntry>> = {
  // ── Workstation areas ──────────────────────────────────────────────────────────────────────────
  'rosa.chair_height': {
    title: {
      en: 'Set the chair so the knees are at about 90° and the feet flat',
      tr: 'Sandalyeyi dizler yaklaşık 90° olacak, ayaklar yere basacak şekilde ayarlayın',
    },
    risk: {
      en: 'Seat too high or too low for the worker and the desk',
      tr: 'Çalışana ve masaya göre çok yüksek veya çok alçak oturak',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: "Provide a chair whose seat height adjusts easily while seated, over a range that suits the worker's lower-leg length.",
          tr: 'Oturak yüksekliği otururken kolayca ayarlanabilen ve ayar aralığı çalışanın bacak boyuna uyan bir sandalye sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the chair has to be raised to reach the desk, provide a footrest or lower the desk so the feet rest flat.',
          tr: 'Masaya uzanmak için sandalyenin yükseltilmesi gerekiyorsa ayak desteği sağlayın veya masayı alçaltın; ayak tabanları tam bassın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set the seat height with the worker so the thighs are roughly horizontal, the knees at about 90° and the feet flat.',
          tr: 'Oturak yüksekliğini çalışanla birlikte uyluklar yaklaşık yatay, dizler yaklaşık 90° ve ayak tabanları yerde olacak şekilde ayarlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Cover chair adjustment in DSE training and check it again whenever the workstation or its user changes.',
          tr: 'Sandalye ayarını ekranlı araçlarla çalışma eğitimine dahil edin; çalışma istasyonu veya kullanıcısı değiştiğinde yeniden kontrol edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'gas_lift_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Office chair with gas-lift seat height adjustment that can be worked while seated',
          tr: 'Otururken kullanılabilen, gazlı amortisörle yüksekliği ayarlanan ofis sandalyesi',
        },
      },
      {
        key: 'footrest',
        control: 'ENGINEERING',
        text: {
          en: 'Footrest when the chair must be raised to desk height',
          tr: 'Sandalyenin masa yüksekliğine göre yükseltilmesi gerektiğinde ayak desteği',
        },
      },
      {
        key: 'height_adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable desk, so the desk is set to the worker rather than the worker to the desk',
          tr: 'Çalışanı masaya değil masayı çalışana uyduran, yüksekliği ayarlanabilir masa',
        },
      },
      {
        key: 'alternative_gas_lift',
        control: 'ENGINEERING',
        text: {
          en: "Shorter or taller gas lift for workers outside the chair's standard height range",
          tr: 'Sandalyenin standart ayar aralığı dışında kalan çalışanlar için daha kısa veya daha uzun amortisör',
        },
      },
      {
        key: 'setup_session',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short chair set-up session with each worker at their own workstation',
          tr: 'Her çalışanla kendi çalışma istasyonunda kısa bir sandalye ayarı uygulaması',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.eu_directive_90_270', 'office.hse_l26'],
  },

  'rosa.pan_depth': {
    title: {
      en: 'Adjust the seat pan depth to leave a gap of about 7 cm behind the knees',
      tr: 'Oturak derinliğini diz arkasında yaklaşık 7 cm boşluk kalacak şekilde ayarlayın',
    },
    risk: {
      en: 'Seat pan too deep or too shallow for the thigh length',
      tr: 'Uyluk uzunluğuna göre çok derin veya çok sığ oturak',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: "Provide a chair with a sliding seat pan, or with a seat depth that matches the worker's thigh length.",
          tr: 'Kaydırılabilir oturaklı ya da oturak derinliği çalışanın uyluk uzunluğuna uyan bir sandalye sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'With the worker sitting right back, set the seat pan so about three to four fingers fit between its front edge and the back of the knee.',
          tr: 'Çalışan oturağa tam yerleşmişken oturağı, ön kenarı ile diz arkası arasına üç-dört parmak sığacak şekilde ayarlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the worker how to sit fully back in the seat so the backrest supports the lower back instead of perching on the front edge.',
          tr: 'Çalışana ön kenara ilişmek yerine, sırtlığın beli desteklemesi için oturağa tam yerleşerek oturmayı gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'seat_slide',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with a seat slide so the pan depth can be set for each user',
          tr: 'Oturak derinliği her kullanıcıya göre ayarlanabilen kızaklı sandalye',
        },
      },
      {
        key: 'shorter_seat',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with a shorter seat pan for workers with short thighs',
          tr: 'Uyluk boyu kısa çalışanlar için oturağı daha kısa sandalye',
        },
      },
      {
        key: 'longer_seat',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with a longer seat pan for tall workers whose thighs are left unsupported',
          tr: 'Uylukları desteksiz kalan uzun boylu çalışanlar için oturağı daha uzun sandalye',
        },
      },
      {
        key: 'lumbar_cushion',
        control: 'ENGINEERING',
        text: {
          en: 'Lumbar cushion that brings the back forward when the seat pan is slightly too deep',
          tr: 'Oturak biraz derin kaldığında sırtı öne alan bel yastığı',
        },
      },
      {
        key: 'waterfall_edge',
        control: 'ENGINEERING',
        text: {
          en: 'Seat pan with a rounded (waterfall) front edge to ease pressure behind the knees',
          tr: 'Diz arkasındaki basıncı azaltan, ön kenarı aşağı doğru yuvarlatılmış oturak',
        },
      },
      {
        key: 'purchase_fit_check',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Seat depth tried by the shortest and tallest users before chairs are bought',
          tr: 'Sandalye alınmadan önce oturak derinliğinin en kısa ve en uzun boylu kullanıcılarla denenmesi',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.ansi_hfes_100_2007'],
  },

  'rosa.armrests': {
    title: {
      en: 'Set the armrests to support the elbows with the shoulders relaxed',
      tr: 'Kolçakları omuzlar gevşekken dirsekleri destekleyecek şekilde ayarlayın',
    },
    risk: {
      en: 'Armrests too high, too low or too wide for the arms',
      tr: 'Kollara göre çok yüksek, çok alçak veya çok geniş kolçaklar',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide armrests adjustable in height and width, or a chair without armrests where they keep the worker away from the desk.',
          tr: 'Yüksekliği ve genişliği ayarlanabilen kolçaklar sağlayın; kolçaklar masaya yaklaşmayı engelliyorsa kolçaksız sandalye seçin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Adjust the armrests with the worker so the elbows rest close to the body at about desk height without raising the shoulders.',
          tr: 'Kolçakları çalışanla birlikte dirsekler gövdeye yakın ve yaklaşık masa yüksekliğinde, omuzlar kalkmadan desteklenecek şekilde ayarlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check during DSE training that the upper arms hang relaxed and are not pushed outwards by the armrests.',
          tr: 'Ekranlı araçlarla çalışma eğitiminde üst kolların gevşek durduğunu ve kolçaklarla dışa doğru açılmadığını kontrol edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_armrests',
        control: 'ELIMINATE',
        text: {
          en: 'Armrests removed where they cannot be lowered and stop the chair reaching the desk',
          tr: 'Alçaltılamayan ve sandalyenin masaya yanaşmasını engelleyen kolçakların sökülmesi',
        },
      },
      {
        key: 'adjustable_armrests',
        control: 'ENGINEERING',
        text: {
          en: 'Armrests adjustable in height and width, fitted to the existing chair where the model allows',
          tr: 'Modelin izin verdiği durumda mevcut sandalyeye takılan, yüksekliği ve genişliği ayarlanabilir kolçaklar',
        },
      },
      {
        key: 'short_armrests',
        control: 'ENGINEERING',
        text: {
          en: 'Shorter armrests that clear the desk edge so the chair can be pulled in',
          tr: 'Masa kenarına takılmayan, sandalyenin masaya yanaşmasına izin veren kısa kolçaklar',
        },
      },
      {
        key: 'desk_forearm_support',
        control: 'ENGINEERING',
        text: {
          en: 'Desk deep enough for the forearms to rest on it in front of the keyboard',
          tr: 'Önkolların klavyenin önünde masaya dayanabileceği derinlikte çalışma yüzeyi',
        },
      },
      {
        key: 'armrest_setup',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Armrest set-up with the worker, repeated whenever the desk or chair changes',
          tr: 'Masa veya sandalye her değiştiğinde tekrarlanan, çalışanla birlikte kolçak ayarı',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.ansi_hfes_100_2007', 'office.hse_l26'],
  },

  'rosa.back_support': {
    title: {
      en: 'Support the lower back, with the backrest reclined to about 95–110°',
      tr: 'Bel bölgesini destekleyin, sırtlığı yaklaşık 95–110° eğimde ayarlayın',
    },
    risk: {
      en: 'Lower back unsupported, or backrest at an unsuitable angle',
      tr: 'Desteksiz bel bölgesi veya uygun olmayan açıda sırtlık',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a chair with a backrest adjustable in height and tilt and a lumbar support that fits the small of the back.',
          tr: 'Sırtlığı yükseklik ve eğim olarak ayarlanabilen, bel boşluğuna oturan bel destekli bir sandalye sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where a high desk makes the worker shrug or lean forward, lower the desk or raise the chair and add a footrest.',
          tr: 'Yüksek masa çalışanın omuzlarını kaldırıyor veya öne eğilmesine yol açıyorsa masayı alçaltın ya da sandalyeyi yükseltip ayak desteği ekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set the lumbar support and recline with the worker, and bring the chair close enough to work without leaning forward.',
          tr: 'Bel desteğini ve sırtlık eğimini çalışanla birlikte ayarlayın; sandalyeyi öne eğilmeden çalışılacak kadar masaya yaklaştırın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'chair_instead_of_stool',
        control: 'ENGINEERING',
        text: {
          en: 'Work chair with a backrest instead of a stool',
          tr: 'Tabure yerine sırtlıklı çalışma sandalyesi',
        },
      },
      {
        key: 'adjustable_lumbar',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with height-adjustable lumbar support',
          tr: 'Yüksekliği ayarlanabilir bel destekli sandalye',
        },
      },
      {
        key: 'tilt_mechanism',
        control: 'ENGINEERING',
        text: {
          en: 'Backrest tilt lock or synchronous mechanism set to a slight recline',
          tr: 'Hafif geriye yaslanmaya ayarlanan sırtlık eğim kilidi veya senkron mekanizma',
        },
      },
      {
        key: 'lumbar_roll',
        control: 'ENGINEERING',
        text: {
          en: 'Lumbar roll or cushion for a chair that is otherwise suitable',
          tr: 'Diğer açılardan uygun bir sandalye için bel rulosu veya yastığı',
        },
      },
      {
        key: 'lower_work_surface',
        control: 'ENGINEERING',
        text: {
          en: 'Lower or height-adjustable desk where the work surface makes the shoulders shrug',
          tr: 'Çalışma yüzeyi omuzları kaldırıyorsa daha alçak veya yüksekliği ayarlanabilir masa',
        },
      },
      {
        key: 'sitting_demo',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short demonstration of sitting back against the backrest while typing',
          tr: 'Yazarken sırtı sırtlığa dayayarak oturmanın kısa uygulamalı gösterimi',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.eu_directive_90_270', 'office.ansi_hfes_100_2007'],
  },

  'rosa.monitor': {
    title: {
      en: "Place the screen centred, at arm's length, with its top at eye level",
      tr: 'Ekranı tam karşıya ve kol boyu mesafeye, üst kenarı göz hizasında yerleştirin',
    },
    risk: {
      en: 'Screen too low, too high, too far away or off to one side',
      tr: 'Çok alçak, çok yüksek, çok uzak veya yana kaymış ekran',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a height-adjustable monitor arm or stand so the top line of the screen sits at or slightly below eye level.',
          tr: 'Ekranın üst satırı göz hizasında veya biraz altında olacak şekilde yüksekliği ayarlanabilir monitör kolu ya da standı sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where a laptop is used for long spells, add a separate screen or laptop stand with a separate keyboard and mouse.',
          tr: 'Dizüstü bilgisayar uzun süre kullanılıyorsa ayrı ekran veya ayrı klavye ve fareyle birlikte dizüstü standı sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: "Place the screen straight in front of the worker at about arm's length, a little lower for bifocal or varifocal wearers.",
          tr: 'Ekranı çalışanın tam karşısına, yaklaşık kol boyu mesafeye yerleştirin; bifokal veya progresif gözlük kullananlar için biraz alçaltın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'monitor_arm',
        control: 'ENGINEERING',
        text: {
          en: 'Monitor arm or riser so the top line is at eye level',
          tr: 'Üst satırı göz hizasına getiren monitör kolu veya yükseltici',
        },
      },
      {
        key: 'laptop_stand',
        control: 'ENGINEERING',
        text: {
          en: 'Laptop stand used with a separate keyboard and mouse',
          tr: 'Ayrı klavye ve fareyle kullanılan dizüstü bilgisayar standı',
        },
      },
      {
        key: 'document_holder',
        control: 'ENGINEERING',
        text: {
          en: 'Document holder at screen height, between keyboard and screen or beside the screen',
          tr: 'Klavye ile ekran arasında veya ekranın yanında, ekran yüksekliğinde belge tutucu',
        },
      },
      {
        key: 'dual_screen_layout',
        control: 'ENGINEERING',
        text: {
          en: 'With two screens, the main one centred and the second angled beside it',
          tr: 'İki ekranlı düzende ana ekranın tam karşıda, ikincisinin yanında açılı konumlandırılması',
        },
      },
      {
        key: 'text_size',
        control: 'ENGINEERING',
        text: {
          en: 'Larger text size or zoom so the screen can stay at a comfortable distance',
          tr: 'Ekranın rahat bir mesafede kalabilmesi için daha büyük yazı boyutu veya yakınlaştırma',
        },
      },
      {
        key: 'eyesight_test',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Eye and eyesight test, with screen glasses if needed, when the worker leans in to read',
          tr: 'Çalışan okumak için öne eğiliyorsa göz muayenesi ve gerekirse ekran gözlüğü',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_indg36', 'office.iso_9241_5_1998'],
  },

  'rosa.telephone': {
    title: {
      en: 'Keep the phone within easy reach and use a headset for long calls',
      tr: 'Telefonu yakına koyun, uzun görüşmelerde mikrofonlu kulaklık kullanın',
    },
    risk: {
      en: 'Reaching for the phone or cradling it between neck and shoulder',
      tr: 'Telefona uzanma veya ahizeyi boyun ile omuz arasında sıkıştırma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a headset or hands-free speaker for anyone who takes calls while typing or writing.',
          tr: 'Telefonla konuşurken yazı yazan veya not alan herkese mikrofonlu kulaklık ya da eller serbest hoparlör sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Place the phone within about 30 cm, on the side of the hand not used for the mouse or writing.',
          tr: 'Telefonu yaklaşık 30 cm içine, fare veya yazı için kullanılmayan elin tarafına yerleştirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Ask workers not to hold the handset between neck and shoulder, and plan short pauses between long calls.',
          tr: 'Çalışanlardan ahizeyi boyun ile omuz arasında tutmamalarını isteyin ve uzun görüşmeler arasında kısa aralar planlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'headset',
        control: 'ENGINEERING',
        text: {
          en: 'Headset for calls over an hour a day',
          tr: 'Günde bir saati aşan telefon görüşmeleri için mikrofonlu kulaklık',
        },
      },
      {
        key: 'softphone_headset',
        control: 'ENGINEERING',
        text: {
          en: 'Calls routed through the computer and answered with a headset',
          tr: 'Bilgisayar üzerinden yönlendirilen ve mikrofonlu kulaklıkla yanıtlanan çağrılar',
        },
      },
      {
        key: 'speakerphone',
        control: 'ENGINEERING',
        text: {
          en: 'Hands-free speaker for occasional calls in a single office',
          tr: 'Tek kişilik ofiste ara sıra yapılan görüşmeler için eller serbest hoparlör',
        },
      },
      {
        key: 'phone_position',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Phone moved within 30 cm on the side of the hand not using the mouse',
          tr: 'Fareyi kullanmayan elin tarafında 30 cm içine alınmış telefon',
        },
      },
      {
        key: 'call_pauses',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Call scheduling that leaves short pauses between long calls',
          tr: 'Uzun görüşmeler arasında kısa aralar bırakan çağrı planlaması',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26'],
  },

  'rosa.mouse': {
    title: {
      en: 'Bring the mouse close to the body, in line with the shoulder',
      tr: 'Fareyi gövdeye yakın, omzun önünde konumlandırın',
    },
    risk: {
      en: 'Reaching forward or out to the side to use the mouse',
      tr: 'Fareyi kullanmak için öne veya yana uzanma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a compact keyboard without a numeric keypad so the mouse can sit right beside it, close to the body.',
          tr: 'Farenin klavyenin hemen yanında ve gövdeye yakın durabilmesi için sayısal tuş takımı olmayan kompakt klavye sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Keep the mouse and keyboard on the same surface at elbow height, with room to support the forearm.',
          tr: 'Fare ve klavyeyi dirsek yüksekliğinde aynı yüzeyde tutun ve önkolun desteklenebileceği alan bırakın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the worker how to keep the mouse close with a relaxed grip, and to use keyboard shortcuts where they can.',
          tr: 'Çalışana fareyi gövdeye yakın tutmayı ve gevşekçe kavramayı, mümkün olduğunda klavye kısayollarını kullanmayı gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'compact_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Compact keyboard without a numeric keypad',
          tr: 'Sayısal tuş takımı olmayan kompakt klavye',
        },
      },
      {
        key: 'separate_keypad',
        control: 'ENGINEERING',
        text: {
          en: 'Separate numeric keypad, put in place only when it is needed',
          tr: 'Yalnızca gerektiğinde yerine konan ayrı sayısal tuş takımı',
        },
      },
      {
        key: 'central_pointing_device',
        control: 'ENGINEERING',
        text: {
          en: 'Central pointing device (roller bar) in front of the keyboard',
          tr: 'Klavyenin önüne yerleştirilen merkezi işaretleme aygıtı (rulo fare)',
        },
      },
      {
        key: 'pointer_speed',
        control: 'ENGINEERING',
        text: {
          en: 'Higher pointer speed so small hand movements cover the whole screen',
          tr: 'Küçük el hareketleriyle ekranın tamamına ulaşılmasını sağlayan daha yüksek imleç hızı',
        },
      },
      {
        key: 'shortcut_training',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Keyboard-shortcut training for the software used most',
          tr: 'En çok kullanılan yazılımlar için klavye kısayolları eğitimi',
        },
      },
      {
        key: 'alternate_hand',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Trial of using the mouse with the other hand for part of the day',
          tr: 'Fareyi günün bir bölümünde diğer elle kullanma denemesi',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26'],
  },

  'rosa.keyboard': {
    title: {
      en: 'Set the keyboard so the wrists stay straight and the shoulders relaxed',
      tr: 'Klavyeyi el bilekleri düz ve omuzlar gevşek kalacak şekilde yerleştirin',
    },
    risk: {
      en: 'Wrists bent back or sideways while typing',
      tr: 'Yazarken el bileklerinin geriye veya yana bükülmesi',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a thin keyboard, separate from the screen, that can lie flat at about elbow height when the worker is seated.',
          tr: 'Ekrandan ayrı, ince ve çalışan otururken yaklaşık dirsek yüksekliğinde düz durabilen bir klavye sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Leave space in front of the keyboard for the hands and forearms to rest between spells of typing.',
          tr: 'Yazma araları için klavyenin önünde ellerin ve önkolların dinlenebileceği boşluk bırakın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'With the worker, fold the keyboard feet in, centre the keyboard in front of them and check the wrists stay straight while typing.',
          tr: 'Çalışanla birlikte klavye ayaklarını kapatın, klavyeyi tam karşısına alın ve yazarken el bileklerinin düz kaldığını kontrol edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'low_profile_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Low-profile keyboard used with its feet folded in',
          tr: 'Ayakları kapalı kullanılan ince (alçak profilli) klavye',
        },
      },
      {
        key: 'adjustable_tray',
        control: 'ENGINEERING',
        text: {
          en: 'Adjustable keyboard tray set flat or tilted slightly away from the user',
          tr: 'Düz veya kullanıcıdan hafifçe uzağa eğik ayarlanan, ayarlanabilir klavye tablası',
        },
      },
      {
        key: 'split_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Split or angled keyboard for workers whose wrists bend sideways',
          tr: 'El bilekleri yana kırılan çalışanlar için ayrık veya açılı klavye',
        },
      },
      {
        key: 'height_adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable desk that brings the keyboard to elbow height',
          tr: 'Klavyeyi dirsek yüksekliğine getiren, yüksekliği ayarlanabilir masa',
        },
      },
      {
        key: 'typing_technique',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short typing-technique session: light touch, wrists not planted, hands rested between spells',
          tr: 'Hafif tuşlama, el bileklerini dayamadan yazma ve aralarda elleri dinlendirme üzerine kısa uygulama',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.eu_directive_90_270', 'office.hse_l26'],
  },

  'rosa.duration': {
    title: {
      en: 'Break up long spells at the workstation with short, frequent breaks',
      tr: 'Çalışma istasyonundaki uzun kesintisiz süreleri kısa ve sık molalarla bölün',
    },
    risk: {
      en: 'Long or uninterrupted daily time at the workstation',
      tr: 'Çalışma istasyonunda uzun veya kesintisiz günlük çalışma süresi',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a sit-stand desk or a standing work area so the worker can change posture during the day.',
          tr: 'Çalışanın gün içinde duruş değiştirebilmesi için oturarak ve ayakta kullanılabilen masa veya ayakta çalışmaya uygun bir tezgâh sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Plan screen work so it is regularly interrupted by breaks or other tasks; short, frequent breaks work better than long, rare ones.',
          tr: 'Ekranlı işleri düzenli olarak mola veya başka işlerle bölünecek şekilde planlayın; kısa ve sık molalar uzun ve seyrek molalardan daha etkilidir.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Build task variety into the job, such as filing, printing, meetings or calls taken standing.',
          tr: 'İşe dosyalama, çıktı alma, toplantı veya ayakta yapılan görüşmeler gibi görev çeşitliliği katın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give the worker some say over when breaks are taken, and check that they are actually taken.',
          tr: 'Molaların zamanlamasında çalışana söz hakkı tanıyın ve molaların gerçekten kullanıldığını izleyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'sit_stand_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Sit-stand desk, used to alternate sitting and standing through the day',
          tr: 'Gün içinde oturma ve ayakta durmayı dönüşümlü yapmak için oturarak ve ayakta kullanılabilen masa',
        },
      },
      {
        key: 'shared_equipment_away',
        control: 'ENGINEERING',
        text: {
          en: 'Printer and shared files placed a short walk away to prompt standing up',
          tr: 'Ayağa kalkmayı teşvik etmek için birkaç adım uzağa yerleştirilen yazıcı ve ortak dosyalar',
        },
      },
      {
        key: 'break_reminder',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Break-reminder software suggesting a 5–10 minute pause after 50–60 minutes at the screen',
          tr: 'Ekran başında 50–60 dakikadan sonra 5–10 dakikalık ara öneren mola hatırlatıcı yazılım',
        },
      },
      {
        key: 'task_rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation between screen-intensive and non-screen tasks within the team',
          tr: 'Ekip içinde yoğun ekranlı işlerle ekran dışı işler arasında rotasyon',
        },
      },
      {
        key: 'standing_meetings',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Standing or walking meetings for short discussions',
          tr: 'Kısa görüşmeler için ayakta veya yürüyerek yapılan toplantılar',
        },
      },
      {
        key: 'posture_change_routine',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short posture-change and stretching routine shown in DSE training',
          tr: 'Ekranlı araçlarla çalışma eğitiminde gösterilen kısa duruş değiştirme ve esneme hareketleri',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26', 'office.tr_ekranli_araclar_2013'],
  },

  // ── Flags ticked by the ergonomist ─────────────────────────────────────────────────────────────
  'rosa_flag.chair_insufficient_leg_space': {
    title: {
      en: 'Clear the space under the desk so the legs can move freely',
      tr: 'Bacakların rahatça hareket edebilmesi için masanın altını boşaltın',
    },
    risk: {
      en: 'Too little leg room under the desk',
      tr: 'Masa altında yetersiz bacak boşluğu',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove boxes, bins, computer towers and loose cables stored under the desk.',
          tr: 'Masanın altında duran kolileri, çöp kutularını, bilgisayar kasalarını ve açıktaki kabloları kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Move or replace drawer units, modesty panels or keyboard trays that block the knees and thighs.',
          tr: 'Dizleri ve uylukları engelleyen çekmece ünitelerini, masa ön panellerini veya klavye tablalarını başka yere alın ya da değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the desk is too low for the thighs, raise or replace the desk rather than lowering the chair.',
          tr: 'Masa uyluklar için çok alçaksa sandalyeyi alçaltmak yerine masayı yükseltin veya değiştirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Agree with the worker and the cleaning staff that the space under the desk is kept clear.',
          tr: 'Masa altının boş tutulması konusunda çalışan ve temizlik personeliyle anlaşın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'clear_under_desk',
        control: 'ELIMINATE',
        text: {
          en: 'Items stored under the desk moved to a cupboard or shelf',
          tr: 'Masa altındaki malzemelerin dolaba veya rafa taşınması',
        },
      },
      {
        key: 'cpu_holder',
        control: 'ENGINEERING',
        text: {
          en: 'Computer tower holder fixed to the side of the desk',
          tr: 'Masanın yan tarafına sabitlenen kasa tutucu',
        },
      },
      {
        key: 'mobile_pedestal',
        control: 'ENGINEERING',
        text: {
          en: 'Mobile drawer pedestal that can be moved beside the desk',
          tr: 'Masanın yanına çekilebilen tekerlekli çekmece ünitesi',
        },
      },
      {
        key: 'cable_tray',
        control: 'ENGINEERING',
        text: {
          en: 'Cable tray under the desk top to keep leads off the floor',
          tr: 'Kabloları yerden kaldıran masa altı kablo kanalı',
        },
      },
      {
        key: 'desk_knee_clearance',
        control: 'ENGINEERING',
        text: {
          en: 'Desk with enough knee and thigh clearance in height and depth',
          tr: 'Yükseklik ve derinlik bakımından yeterli diz ve uyluk boşluğu olan masa',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.eu_directive_90_270', 'office.iso_9241_5_1998'],
  },

  'rosa_flag.chair_not_adjustable': {
    title: {
      en: 'Replace the fixed-height chair with a height-adjustable one',
      tr: 'Yüksekliği sabit sandalyeyi yüksekliği ayarlanabilen bir sandalyeyle değiştirin',
    },
    risk: {
      en: 'Chair seat height that cannot be adjusted',
      tr: 'Oturak yüksekliği ayarlanamayan sandalye',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: "Replace the chair with one whose seat height adjusts easily while seated, over the range of its users' heights.",
          tr: 'Sandalyeyi, otururken kolayca ve kullanıcılarının boy aralığını karşılayacak şekilde yüksekliği ayarlanabilen bir modelle değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Repair the height mechanism where a normally adjustable chair has stopped adjusting.',
          tr: 'Normalde ayarlanabilen bir sandalyenin yükseklik ayarı çalışmıyorsa mekanizmayı onarın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Require adjustable seat height in purchasing for all workstation chairs, including shared desks.',
          tr: 'Ortak kullanılan masalar dahil tüm çalışma istasyonu sandalyelerinin alımında ayarlanabilir oturak yüksekliğini şart koşun.',
        },
      },
    ],
    suggestions: [
      {
        key: 'adjustable_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Office chair with gas-lift height adjustment on a five-star castor base',
          tr: 'Gazlı amortisörlü yükseklik ayarı ve beş ayaklı tekerlekli tabanı olan ofis sandalyesi',
        },
      },
      {
        key: 'replacement_gas_lift',
        control: 'ENGINEERING',
        text: {
          en: 'Replacement gas lift where the chair has stopped holding or changing height',
          tr: 'Yüksekliği tutmayan veya değişmeyen sandalye için yedek gazlı amortisör',
        },
      },
      {
        key: 'height_adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable desk set to the worker where the chair has to stay',
          tr: 'Sandalyenin değiştirilemediği durumda çalışana göre ayarlanan, yüksekliği ayarlanabilir masa',
        },
      },
      {
        key: 'interim_footrest',
        control: 'ENGINEERING',
        text: {
          en: 'Footrest as a stopgap where the fixed seat is too high for the worker',
          tr: 'Sabit oturak çalışana göre çok yüksekse geçici çözüm olarak ayak desteği',
        },
      },
      {
        key: 'purchasing_specification',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Purchasing specification requiring adjustable seat height, seat depth and backrest',
          tr: 'Oturak yüksekliği, oturak derinliği ve sırtlık ayarını şart koşan satın alma şartnamesi',
        },
      },
      {
        key: 'chair_maintenance',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Periodic check that chair adjustments work, with repair when a fault is reported',
          tr: 'Sandalye ayarlarının çalıştığının periyodik kontrolü ve arıza bildiriminde onarım',
        },
      },
    ],
    sources: [
      'office.rosa_sonne_2012',
      'office.eu_directive_90_270',
      'office.tr_ekranli_araclar_2013',
    ],
  },

  'rosa_flag.pan_not_adjustable': {
    title: {
      en: 'Provide a chair whose seat pan depth can be adjusted',
      tr: 'Oturak derinliği ayarlanabilen bir sandalye sağlayın',
    },
    risk: {
      en: 'Seat pan depth that cannot be adjusted',
      tr: 'Derinliği ayarlanamayan oturak',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace the chair with one that has a seat slide where people of different sizes share it or the depth does not fit.',
          tr: 'Sandalyeyi farklı vücut ölçülerinde kişiler paylaşıyorsa veya derinliği uymuyorsa oturak kızağı olan bir modelle değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the seat is too deep, fit a lumbar cushion as an interim measure so the worker can sit back.',
          tr: 'Oturak çok derinse, çalışanın sırtını dayayabilmesi için geçici önlem olarak bel yastığı kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Allocate fixed-depth chairs to workers whose thigh length they fit, and recheck the fit when chairs are moved.',
          tr: 'Sabit derinlikli sandalyeleri uyluk uzunluğu uygun çalışanlara verin; sandalyelerin yeri değiştiğinde uyumu yeniden kontrol edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'seat_slide_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with a seat slide for shared or hot-desk workstations',
          tr: 'Ortak kullanılan çalışma istasyonları için oturak kızaklı sandalye',
        },
      },
      {
        key: 'lumbar_cushion',
        control: 'ENGINEERING',
        text: {
          en: 'Lumbar cushion to shorten the effective seat depth for a small worker',
          tr: 'Kısa boylu çalışan için oturak derinliğini fiilen kısaltan bel yastığı',
        },
      },
      {
        key: 'seat_size_range',
        control: 'ENGINEERING',
        text: {
          en: 'Chairs bought in more than one seat size for a varied workforce',
          tr: 'Farklı vücut ölçülerindeki çalışanlar için birden fazla oturak ölçüsünde sandalye',
        },
      },
      {
        key: 'chair_allocation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Chair allocated to the worker whose thigh length matches its seat depth',
          tr: 'Oturak derinliği uyluk uzunluğuna uyan çalışana tahsis edilen sandalye',
        },
      },
      {
        key: 'user_trial',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'User trial of candidate chairs before a bulk purchase',
          tr: 'Toplu alımdan önce aday sandalyelerin kullanıcılarla denenmesi',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.ansi_hfes_100_2007'],
  },

  'rosa_flag.armrest_hard_or_damaged': {
    title: {
      en: 'Repair or replace hard or damaged armrests',
      tr: 'Sert veya hasarlı kolçakları onarın ya da değiştirin',
    },
    risk: {
      en: 'Pressure on the forearm or elbow from a hard or damaged armrest',
      tr: 'Sert veya hasarlı kolçağın önkola ya da dirseğe yaptığı basınç',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove broken armrests, or ones with sharp edges or exposed parts, where the chair can be used safely without them.',
          tr: 'Sandalye onlarsız güvenle kullanılabiliyorsa kırık, keskin kenarlı veya iç aksamı açıkta kalmış kolçakları sökün.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: "Fit padded replacement arm pads or armrests from the chair's manufacturer.",
          tr: 'Sandalye üreticisinin dolgulu yedek kolçak pedlerini veya kolçaklarını takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Include armrest condition in periodic workstation checks and give workers a simple way to report damage.',
          tr: 'Kolçakların durumunu periyodik çalışma istasyonu kontrollerine ekleyin ve çalışanlara hasarı kolayca bildirme yolu sağlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_damaged',
        control: 'ELIMINATE',
        text: {
          en: 'Damaged armrests taken off until replacement parts arrive',
          tr: 'Yedek parça gelene kadar hasarlı kolçakların sökülmesi',
        },
      },
      {
        key: 'padded_arm_pads',
        control: 'ENGINEERING',
        text: {
          en: 'Padded replacement arm pads that fit the existing armrests',
          tr: 'Mevcut kolçaklara uyan dolgulu yedek kolçak pedleri',
        },
      },
      {
        key: 'replacement_armrests',
        control: 'ENGINEERING',
        text: {
          en: "Manufacturer's replacement armrests with a soft top surface",
          tr: 'Üst yüzeyi yumuşak, üreticinin yedek kolçakları',
        },
      },
      {
        key: 'armrest_covers',
        control: 'ENGINEERING',
        text: {
          en: 'Slip-on foam or gel armrest covers as a short-term fix',
          tr: 'Kısa süreli çözüm olarak geçirmeli sünger veya jel kolçak kılıfları',
        },
      },
      {
        key: 'chair_condition_check',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Chair condition check as part of the regular workstation review',
          tr: 'Düzenli çalışma istasyonu gözden geçirmesinin parçası olarak sandalye durum kontrolü',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26'],
  },

  'rosa_flag.armrest_not_adjustable': {
    title: {
      en: 'Fit armrests that adjust to the worker, or remove ill-fitting ones',
      tr: 'Çalışana göre ayarlanabilen kolçaklar takın veya uymayanları sökün',
    },
    risk: {
      en: 'Armrests fixed at a height or width that does not suit the worker',
      tr: 'Çalışana uymayan yükseklik veya genişlikte sabit kolçaklar',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove fixed armrests that raise the shoulders, push the arms out or stop the chair reaching the desk.',
          tr: 'Omuzları kaldıran, kolları dışa iten veya sandalyenin masaya yanaşmasını engelleyen sabit kolçakları sökün.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit armrests adjustable in height and width, or replace the chair with one that has them.',
          tr: 'Yüksekliği ve genişliği ayarlanabilen kolçaklar takın veya sandalyeyi bu özellikte bir modelle değiştirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set the new armrests with the worker so the elbows are supported close to the body at about desk height.',
          tr: 'Yeni kolçakları çalışanla birlikte dirsekler gövdeye yakın ve yaklaşık masa yüksekliğinde desteklenecek şekilde ayarlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_fixed_armrests',
        control: 'ELIMINATE',
        text: {
          en: 'Fixed armrests removed where the chair design allows',
          tr: 'Sandalye tasarımı izin veriyorsa sabit kolçakların sökülmesi',
        },
      },
      {
        key: 'retrofit_adjustable',
        control: 'ENGINEERING',
        text: {
          en: 'Height- and width-adjustable armrests retrofitted to the same chair model',
          tr: 'Aynı sandalye modeline sonradan takılan, yüksekliği ve genişliği ayarlanabilir kolçaklar',
        },
      },
      {
        key: 'multi_adjustable_armrests',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with armrests adjustable in height, width, depth and angle',
          tr: 'Kolçakları yükseklik, genişlik, derinlik ve açı olarak ayarlanabilen sandalye',
        },
      },
      {
        key: 'desk_forearm_support',
        control: 'ENGINEERING',
        text: {
          en: 'Forearms supported on the desk surface in front of the keyboard instead',
          tr: 'Önkolların bunun yerine klavyenin önünde masa yüzeyinde desteklenmesi',
        },
      },
      {
        key: 'armrest_setup',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Armrest set-up with the worker once the new armrests are fitted',
          tr: 'Yeni kolçaklar takıldıktan sonra çalışanla birlikte kolçak ayarı',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.ansi_hfes_100_2007'],
  },

  'rosa_flag.backrest_not_adjustable': {
    title: {
      en: 'Provide a backrest that adjusts in height and tilt',
      tr: 'Yüksekliği ve eğimi ayarlanabilen bir sırtlık sağlayın',
    },
    risk: {
      en: 'Backrest height or angle that cannot be adjusted',
      tr: 'Yüksekliği veya açısı ayarlanamayan sırtlık',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace the chair with one whose backrest adjusts in both height and tilt, as the DSE minimum requirements ask.',
          tr: 'Sandalyeyi, ekranlı araçlarla çalışmanın asgari gereklerine uygun olarak sırtlığı hem yükseklik hem eğim ayarlı bir modelle değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Until the chair is replaced, add a lumbar roll placed in the small of the back.',
          tr: 'Sandalye değiştirilene kadar bel boşluğuna yerleştirilen bir bel rulosu ekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set the new backrest with the worker and show them how to use the tilt lock and tension control.',
          tr: 'Yeni sırtlığı çalışanla birlikte ayarlayın ve eğim kilidi ile yaslanma direnci ayarının kullanımını gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'adjustable_backrest_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Chair with a backrest adjustable in height and tilt and built-in lumbar support',
          tr: 'Sırtlığı yükseklik ve eğim ayarlı, bel destekli sandalye',
        },
      },
      {
        key: 'lumbar_roll',
        control: 'ENGINEERING',
        text: {
          en: 'Strap-on lumbar roll as an interim measure',
          tr: 'Geçici önlem olarak kayışla takılan bel rulosu',
        },
      },
      {
        key: 'tilt_mechanism_repair',
        control: 'ENGINEERING',
        text: {
          en: 'Repair of a broken tilt lock or tension mechanism',
          tr: 'Bozuk eğim kilidinin veya yaslanma direnci mekanizmasının onarımı',
        },
      },
      {
        key: 'purchasing_specification',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Purchasing specification requiring a height- and tilt-adjustable backrest',
          tr: 'Yüksekliği ve eğimi ayarlanabilir sırtlığı şart koşan satın alma şartnamesi',
        },
      },
      {
        key: 'backrest_demo',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Hands-on demonstration of the backrest controls when the chair is delivered',
          tr: 'Sandalye teslim edilirken sırtlık ayarlarının uygulamalı gösterimi',
        },
      },
    ],
    sources: [
      'office.rosa_sonne_2012',
      'office.eu_directive_90_270',
      'office.tr_ekranli_araclar_2013',
    ],
  },

  'rosa_flag.monitor_too_far': {
    title: {
      en: "Bring the screen to about arm's length",
      tr: 'Ekranı yaklaşık kol boyu mesafeye getirin',
    },
    risk: {
      en: "Screen beyond arm's length, drawing the head and trunk forward",
      tr: 'Başı ve gövdeyi öne çeken, kol boyundan uzaktaki ekran',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit a monitor arm so the screen can be pulled forward on deep or corner desks.',
          tr: 'Derin veya köşe masalarda ekranın öne çekilebilmesi için monitör kolu takın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: "Increase the text size or the screen size so the screen can be read at arm's length without leaning in.",
          tr: 'Ekranın öne eğilmeden kol boyu mesafeden okunabilmesi için yazı boyutunu veya ekran boyutunu büyütün.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: "Move the screen forward with the worker to about arm's length, and offer an eyesight test if they still lean in.",
          tr: 'Ekranı çalışanla birlikte yaklaşık kol boyu mesafeye getirin; yine de öne eğiliyorsa göz muayenesi önerin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'monitor_arm',
        control: 'ENGINEERING',
        text: {
          en: 'Monitor arm that brings the screen forward from the back of a deep desk',
          tr: 'Derin masalarda ekranı arka kenardan öne getiren monitör kolu',
        },
      },
      {
        key: 'corner_desk_layout',
        control: 'ENGINEERING',
        text: {
          en: 'On a corner desk, screen brought out of the corner and placed straight ahead',
          tr: 'Köşe masada köşeden çıkarılıp tam karşıya yerleştirilen ekran',
        },
      },
      {
        key: 'text_size',
        control: 'ENGINEERING',
        text: {
          en: 'Larger text size or zoom instead of moving the head closer',
          tr: 'Başı yaklaştırmak yerine daha büyük yazı boyutu veya yakınlaştırma',
        },
      },
      {
        key: 'clear_desk_area',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Papers and devices between keyboard and screen moved so the screen can come forward',
          tr: 'Ekranın öne alınabilmesi için klavye ile ekran arasındaki kâğıt ve cihazların kaldırılması',
        },
      },
      {
        key: 'eyesight_test',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Eye and eyesight test for a worker who still leans in to read',
          tr: 'Okumak için hâlâ öne eğilen çalışana göz muayenesi',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.iso_9241_5_1998', 'office.hse_l26'],
  },

  'rosa_flag.monitor_glare': {
    title: {
      en: 'Remove glare and reflections from the screen',
      tr: 'Ekrandaki parlama ve yansımaları giderin',
    },
    risk: {
      en: 'Glare or reflections on the screen',
      tr: 'Ekranda parlama veya yansıma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Reposition the screen at right angles to windows and away from bright lights behind or above the worker.',
          tr: 'Ekranı pencerelere dik açıda ve çalışanın arkasındaki veya üstündeki parlak ışık kaynaklarından uzakta konumlandırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit adjustable blinds to the windows, and diffusers or louvres to ceiling lights that reflect in the screen.',
          tr: 'Pencerelere ayarlanabilir perde veya jaluzi, ekranda yansıyan tavan armatürlerine dağıtıcı veya ızgara takın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Use a screen with a matt anti-glare surface, or fit an anti-glare filter to a glossy one.',
          tr: 'Mat, yansıma önleyici yüzeyli ekran kullanın veya parlak yüzeyli ekrana yansıma önleyici filtre takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set brightness and contrast with the worker, and show them how to tilt the screen and use the blinds as daylight changes.',
          tr: 'Parlaklık ve kontrastı çalışanla birlikte ayarlayın; gün ışığı değiştikçe ekranı eğmeyi ve perdeleri kullanmayı gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'right_angle_layout',
        control: 'ENGINEERING',
        text: {
          en: 'Desk turned so the screen is at right angles to the window',
          tr: 'Ekran pencereye dik açıda kalacak şekilde döndürülen masa',
        },
      },
      {
        key: 'window_blinds',
        control: 'ENGINEERING',
        text: {
          en: 'Adjustable vertical or roller blinds on the windows',
          tr: 'Pencerelere ayarlanabilir dikey jaluzi veya stor perde',
        },
      },
      {
        key: 'low_glare_luminaires',
        control: 'ENGINEERING',
        text: {
          en: 'Low-glare luminaires or louvres above the workstation',
          tr: 'Çalışma istasyonunun üzerinde kamaşmayı sınırlayan armatür veya ızgara',
        },
      },
      {
        key: 'matt_screen',
        control: 'ENGINEERING',
        text: {
          en: 'Matt screen, or anti-glare filter where a glossy screen must stay',
          tr: 'Mat ekran veya parlak ekranın değiştirilemediği yerde yansıma önleyici filtre',
        },
      },
      {
        key: 'display_settings',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Brightness and contrast matched to the room, with dark text on a light background',
          tr: 'Ortama göre ayarlanmış parlaklık ve kontrast, açık zemin üzerinde koyu yazı',
        },
      },
    ],
    sources: ['office.hse_l26', 'office.eu_directive_90_270', 'office.tr_ekranli_araclar_2013'],
  },

  'rosa_flag.mouse_keyboard_different_heights': {
    title: {
      en: 'Put the mouse and keyboard on one surface at elbow height',
      tr: 'Fare ve klavyeyi dirsek yüksekliğinde aynı yüzeye yerleştirin',
    },
    risk: {
      en: 'Mouse and keyboard on different surfaces or at different heights',
      tr: 'Farklı yüzeylerde veya farklı yüksekliklerde duran fare ve klavye',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove a keyboard tray that leaves the mouse on the desk, and set the chair and a footrest to the desk.',
          tr: 'Fareyi masada bırakan klavye tablasını kaldırın; sandalyeyi ve ayak desteğini masaya göre ayarlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit a keyboard platform wide enough for the mouse beside the keyboard, or a mouse extension level with it.',
          tr: 'Fareyi klavyenin yanında taşıyacak genişlikte bir klavye tablası veya tablayla aynı yükseklikte fare uzantısı takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check with the worker that both hands work at the same height with the shoulders relaxed.',
          tr: 'Çalışanla birlikte iki elin de omuzlar gevşekken aynı yükseklikte çalıştığını kontrol edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_tray',
        control: 'ELIMINATE',
        text: {
          en: 'Keyboard tray removed, with the chair raised to the desk and a footrest',
          tr: 'Klavye tablasının kaldırılması, sandalyenin masaya göre yükseltilip ayak desteği verilmesi',
        },
      },
      {
        key: 'full_width_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Full-width keyboard platform that holds the mouse as well',
          tr: 'Fareyi de taşıyan tam genişlikte klavye tablası',
        },
      },
      {
        key: 'mouse_extension',
        control: 'ENGINEERING',
        text: {
          en: 'Clip-on mouse extension level with the keyboard tray',
          tr: 'Klavye tablasıyla aynı yükseklikte, takılabilir fare uzantısı',
        },
      },
      {
        key: 'compact_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Compact keyboard so the keyboard and mouse both fit on the tray',
          tr: 'Klavye ile farenin birlikte tablaya sığmasını sağlayan kompakt klavye',
        },
      },
      {
        key: 'height_adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable desk with both devices on the desk top',
          tr: 'Her iki cihazın da üzerinde durduğu, yüksekliği ayarlanabilir masa',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26'],
  },

  'rosa_flag.mouse_pinch_grip': {
    title: {
      en: 'Provide a mouse that fits the hand, so it is not held by the fingertips',
      tr: 'Parmak uçlarıyla tutulmaması için ele uygun bir fare sağlayın',
    },
    risk: {
      en: 'Pinch grip on a mouse that is too small for the hand',
      tr: 'Ele göre küçük farenin parmak uçlarıyla kavranması',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: "Provide a mouse sized to the worker's hand, so the palm rests on it and the fingers lie relaxed on the buttons.",
          tr: 'Avuç içinin üzerine oturduğu ve parmakların tuşlarda gevşek durduğu, çalışanın el ölçüsüne uygun bir fare sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace laptop touchpads and small travel mice with a full-size mouse for regular desk work.',
          tr: 'Düzenli masa başı işlerde dizüstü dokunmatik yüzeyi ve küçük seyahat faresini tam boy fareyle değiştirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the worker how to hold the mouse loosely with the whole hand, and choose between models by trial.',
          tr: 'Çalışana fareyi tüm eliyle gevşek tutmayı gösterin ve modeller arasında deneyerek seçim yapın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'full_size_mouse',
        control: 'ENGINEERING',
        text: {
          en: 'Full-size mouse matched to the length of the hand',
          tr: 'El uzunluğuna uygun tam boy fare',
        },
      },
      {
        key: 'vertical_mouse',
        control: 'ENGINEERING',
        text: {
          en: 'Vertical mouse, tried by the worker before purchase',
          tr: 'Satın almadan önce çalışanın denediği dikey fare',
        },
      },
      {
        key: 'trackball',
        control: 'ENGINEERING',
        text: {
          en: 'Thumb- or finger-operated trackball as an alternative to try',
          tr: 'Denenebilecek bir seçenek olarak başparmakla veya parmaklarla kullanılan iztopu',
        },
      },
      {
        key: 'mouse_trial_pool',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Loan pool of mice in several sizes for workers to try',
          tr: 'Çalışanların denemesi için farklı boyutlarda farelerden oluşan ödünç havuzu',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.hse_l26'],
  },

  'rosa_flag.mouse_palmrest': {
    title: {
      en: 'Remove the palm rest that presses on the wrist in front of the mouse',
      tr: 'Farenin önünde el bileğine baskı yapan avuç içi desteğini kaldırın',
    },
    risk: {
      en: 'Contact pressure on the wrist from a palm rest in front of the mouse',
      tr: 'Farenin önündeki avuç içi desteğinin el bileğine yaptığı basınç',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove the palm or wrist rest in front of the mouse so the wrist does not press on an edge while the mouse moves.',
          tr: 'Fare hareket ederken el bileğinin bir kenara bastırmaması için farenin önündeki avuç içi veya el bileği desteğini kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the worker wants support, provide it under the forearm, on the desk or an armrest, not under the wrist.',
          tr: 'Çalışan destek istiyorsa bunu el bileğinin altında değil, masada veya kolçakta önkolun altında sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the worker how to move the mouse from the elbow with the wrist free, resting the hand only in pauses.',
          tr: 'Çalışana fareyi el bileği serbestken dirsekten hareket ettirmeyi ve eli yalnızca duraklamalarda dinlendirmeyi gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_palm_rest',
        control: 'ELIMINATE',
        text: {
          en: 'Palm rest taken off the desk or mouse mat',
          tr: 'Avuç içi desteğinin masadan veya fare altlığından kaldırılması',
        },
      },
      {
        key: 'flat_mouse_mat',
        control: 'ENGINEERING',
        text: {
          en: 'Thin, flat mouse mat without a raised wrist pad',
          tr: 'Yükseltilmiş el bileği pedi olmayan ince, düz fare altlığı',
        },
      },
      {
        key: 'forearm_support',
        control: 'ENGINEERING',
        text: {
          en: 'Forearm support on the desk or an armrest in place of the wrist support',
          tr: 'El bileği desteği yerine masada veya kolçakta önkol desteği',
        },
      },
      {
        key: 'soft_wide_rest',
        control: 'ENGINEERING',
        text: {
          en: 'If a rest is kept, a wide, soft, low one used only in pauses',
          tr: 'Destek kalacaksa yalnızca duraklamalarda kullanılan geniş, yumuşak ve alçak bir destek',
        },
      },
      {
        key: 'mousing_technique',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short session on moving the mouse from the elbow with a free wrist',
          tr: 'Fareyi el bileği serbestken dirsekten hareket ettirme üzerine kısa uygulama',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012'],
  },

  'rosa_flag.keyboard_overhead_reach': {
    title: {
      en: 'Move frequently used items from overhead shelves to within reach',
      tr: 'Sık kullanılan malzemeleri üst raflardan kolay uzanılacak yere alın',
    },
    risk: {
      en: 'Reaching above shoulder height for items at the workstation',
      tr: 'Çalışma istasyonunda omuz yüksekliğinin üzerindeki malzemelere uzanma',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Keep frequently used files and supplies on the desk or in low drawers, not on overhead shelves.',
          tr: 'Sık kullanılan dosya ve malzemeleri üst raflarda değil, masada veya alçak çekmecelerde tutun.',
        },
      },
      {
        control: 'ELIMINATE',
        text: {
          en: 'Replace paper reference material that is consulted often with electronic copies.',
          tr: 'Sık başvurulan basılı belgelerin yerine elektronik kopyalarını kullanın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Lower overhead cabinets or replace them with storage between knee and shoulder height.',
          tr: 'Üst dolapları alçaltın veya yerlerine diz ile omuz yüksekliği arasında kalan depolama sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Ask workers to stand up for the occasional overhead item rather than reach up from the chair.',
          tr: 'Çalışanlardan üst raftaki nadir kullanılan malzemeler için oturdukları yerden uzanmak yerine ayağa kalkmalarını isteyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'reorganise_storage',
        control: 'ELIMINATE',
        text: {
          en: 'Daily items moved to the desk or a drawer, with only rarely used items kept high',
          tr: 'Günlük malzemelerin masaya veya çekmeceye alınması, yukarıda yalnızca nadir kullanılanların bırakılması',
        },
      },
      {
        key: 'digitise_references',
        control: 'ELIMINATE',
        text: {
          en: 'Frequently consulted manuals and files made available on screen',
          tr: 'Sık başvurulan kılavuz ve dosyaların ekrandan erişilebilir hale getirilmesi',
        },
      },
      {
        key: 'low_storage',
        control: 'ENGINEERING',
        text: {
          en: 'Mobile pedestal or side cabinet at desk height',
          tr: 'Masa yüksekliğinde tekerlekli çekmece ünitesi veya yan dolap',
        },
      },
      {
        key: 'lower_shelves',
        control: 'ENGINEERING',
        text: {
          en: 'Shelves refitted below shoulder height',
          tr: 'Omuz yüksekliğinin altına indirilen raflar',
        },
      },
      {
        key: 'stand_to_reach',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Agreed practice of standing up to fetch anything stored above the shoulders',
          tr: 'Omuz üstünde saklanan her şeyi almak için ayağa kalkma alışkanlığı',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012'],
  },

  'rosa_flag.keyboard_not_adjustable': {
    title: {
      en: 'Provide a keyboard platform or desk that adjusts to elbow height',
      tr: 'Dirsek yüksekliğine ayarlanabilen bir klavye tablası veya masa sağlayın',
    },
    risk: {
      en: 'Keyboard platform fixed at an unsuitable height or angle',
      tr: 'Uygun olmayan yükseklik veya açıda sabit klavye tablası',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove a fixed tray at the wrong height, put the keyboard on the desk and set the chair and a footrest to suit.',
          tr: 'Yanlış yükseklikteki sabit tablayı kaldırın; klavyeyi masaya koyun, sandalyeyi ve ayak desteğini buna göre ayarlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit a keyboard platform adjustable in height and tilt and wide enough for the mouse, or a height-adjustable desk.',
          tr: 'Yüksekliği ve eğimi ayarlanabilen, fareyi de alacak genişlikte bir klavye tablası veya yüksekliği ayarlanabilir masa sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set the platform with the worker so the keyboard is at elbow height and the wrists stay straight.',
          tr: 'Tablayı çalışanla birlikte klavye dirsek yüksekliğinde ve el bilekleri düz kalacak şekilde ayarlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_fixed_tray',
        control: 'ELIMINATE',
        text: {
          en: 'Fixed keyboard tray removed, with the keyboard used on the desk top',
          tr: 'Sabit klavye tablasının sökülüp klavyenin masa üstünde kullanılması',
        },
      },
      {
        key: 'articulating_tray',
        control: 'ENGINEERING',
        text: {
          en: 'Articulating keyboard tray adjustable in height and tilt',
          tr: 'Yüksekliği ve eğimi ayarlanabilen mafsallı klavye tablası',
        },
      },
      {
        key: 'height_adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable desk in place of the fixed keyboard tray',
          tr: 'Sabit klavye tablası yerine yüksekliği ayarlanabilir masa',
        },
      },
      {
        key: 'low_profile_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Low-profile keyboard to reduce the height of the keys above the platform',
          tr: 'Tuşların tabladan yüksekliğini azaltan ince (alçak profilli) klavye',
        },
      },
      {
        key: 'platform_setup',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Platform set-up with the worker once it is fitted, repeated when users change',
          tr: 'Tabla takıldıktan sonra çalışanla birlikte yapılan ve kullanıcı değiştiğinde tekrarlanan ayar',
        },
      },
    ],
    sources: ['office.rosa_sonne_2012', 'office.ansi_hfes_100_2007'],
  },
};
