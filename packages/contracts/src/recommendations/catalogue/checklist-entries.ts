import type { CatalogueEntry } from './types';

/**
 * Office safety checklist: what to do when a question was answered No (one entry per question id in
 * @ergo/ergonomics CHECKLIST_QUESTIONS, keyed `checklist.<question id>`). The product shows the
 * question, the answer and the respondent's comment itself, so the texts do not repeat them.
 * Sources: CHECKLIST_SOURCES (checklist-sources.ts). As in the ROSA entries, equipment provided,
 * replaced or rearranged counts as ENGINEERING; ELIMINATE is kept for removing the offending item or
 * the need for it; checks, training, information and work planning are ADMINISTRATIVE. PPE appears
 * once, as the last-resort suggestion for noise above the 80 dB(A) lower exposure action value.
 */
export const CHECKLIST_ENTRIES: Readonly<Record<string, CatalogueEntry>> = {
  // ── Workstation ───────────────────────────────────────────────────────────────────────────────
  'checklist.ws_chair_adjustable': {
    title: {
      en: 'Provide an adjustable chair with firm lower-back support',
      tr: 'Bel bölgesini sağlam destekleyen, ayarlanabilir bir sandalye sağlayın',
    },
    risk: {
      en: 'Chair without height adjustment or lower-back support',
      tr: 'Yükseklik ayarı ya da bel desteği olmayan sandalye',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace the chair with a stable five-star chair whose seat height and backrest height and tilt all adjust.',
          tr: 'Sandalyeyi oturak yüksekliği ile sırtlık yüksekliği ve eğimi ayarlanabilen, beş ayaklı ve dengeli bir sandalyeyle değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the backrest does not meet the curve of the lower back, add an adjustable lumbar support.',
          tr: 'Sırtlık belin kavsine oturmuyorsa ayarlanabilir bir bel desteği ekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the user how to set the seat so the thighs are about horizontal and the backrest sits in the small of the back.',
          tr: 'Kullanıcıya oturağı uylukları yaklaşık yatay olacak, sırtlığı da bel çukuruna oturacak biçimde ayarlamayı gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'replace_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Replace the chair with one adjustable in seat height, backrest height and tilt',
          tr: 'Sandalyeyi oturak yüksekliği, sırtlık yüksekliği ve eğimi ayarlanabilen bir sandalyeyle değiştirin',
        },
      },
      {
        key: 'repair_mechanism',
        control: 'ENGINEERING',
        text: {
          en: 'Repair or replace a worn gas lift or backrest lock so the settings hold',
          tr: 'Ayarların sabit kalması için yıpranmış gaz pistonunu ya da sırtlık kilidini onarın veya değiştirin',
        },
      },
      {
        key: 'lumbar_support',
        control: 'ENGINEERING',
        text: {
          en: 'Fit an adjustable lumbar pad at the height of the lower back',
          tr: 'Bel hizasına ayarlanabilir bir bel yastığı takın',
        },
      },
      {
        key: 'adjust_with_user',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Adjust the chair together with the user at their desk and note the settings',
          tr: 'Sandalyeyi kullanıcıyla birlikte kendi masasında ayarlayın ve ayarları not edin',
        },
      },
      {
        key: 'check_on_change',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Recheck the chair whenever the desk or its user changes',
          tr: 'Masa ya da kullanıcısı her değiştiğinde sandalyeyi yeniden kontrol edin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.ws_feet_supported': {
    title: {
      en: 'Give the feet firm support on the floor or a footrest',
      tr: 'Ayakların yerde ya da bir ayak desteğinde sağlam durmasını sağlayın',
    },
    risk: {
      en: 'Feet unsupported or dangling while seated',
      tr: 'Otururken desteksiz ya da boşta kalan ayaklar',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the desk is height-adjustable, lower it so the chair can come down until the feet rest flat on the floor.',
          tr: 'Masa yükseklik ayarlıysa masayı indirin; böylece sandalye de ayaklar yere düz basana kadar alçaltılabilsin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where the desk height is fixed, provide a stable footrest with a non-slip top, adjustable in height and tilt.',
          tr: 'Masa yüksekliği sabitse yüksekliği ve eğimi ayarlanabilen, kaymaz yüzeyli, sağlam bir ayak desteği sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check the set-up with the user: thighs about horizontal, knees near a right angle, no pressure from the seat edge.',
          tr: 'Düzeni kullanıcıyla birlikte kontrol edin: uyluklar yaklaşık yatay, dizler dik açıya yakın, oturak kenarı uyluk altına baskı yapmamalı.',
        },
      },
    ],
    suggestions: [
      {
        key: 'adjustable_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Replace a fixed desk with a height-adjustable one for shorter users',
          tr: 'Boyu kısa kullanıcılar için sabit masayı yüksekliği ayarlanabilen bir masayla değiştirin',
        },
      },
      {
        key: 'lower_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Lower an adjustable desk first, then the chair, until the feet rest flat',
          tr: 'Ayarlanabilir masayı önce indirin, ardından sandalyeyi ayaklar düz basana kadar alçaltın',
        },
      },
      {
        key: 'footrest',
        control: 'ENGINEERING',
        text: {
          en: 'Provide a footrest adjustable in height and tilt, with a non-slip top',
          tr: 'Yüksekliği ve eğimi ayarlanabilen, kaymaz yüzeyli bir ayak desteği sağlayın',
        },
      },
      {
        key: 'clear_foot_space',
        control: 'ENGINEERING',
        text: {
          en: 'Clear the floor under the desk so the footrest and feet have room',
          tr: 'Ayak desteğine ve ayaklara yer açmak için masa altındaki zemini boşaltın',
        },
      },
      {
        key: 'recheck_posture',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Recheck the posture with the user once the footrest is in place',
          tr: 'Ayak desteği yerleştirildikten sonra oturuşu kullanıcıyla birlikte yeniden kontrol edin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.ws_monitor_eye_level': {
    title: {
      en: 'Bring the screen to a comfortable height and viewing distance',
      tr: 'Ekranı rahat bir yüksekliğe ve görüş uzaklığına getirin',
    },
    risk: {
      en: 'Screen too high, too low or at the wrong distance',
      tr: 'Çok yüksek, çok alçak ya da uygun olmayan uzaklıktaki ekran',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit an adjustable monitor arm or riser so the top line of text is at or slightly below eye level.',
          tr: 'Metnin üst satırı göz hizasında ya da biraz altında kalacak biçimde ayarlanabilir bir monitör kolu ya da yükseltici takın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'For regular laptop work, provide a laptop stand with a separate keyboard and mouse.',
          tr: 'Dizüstü bilgisayarla düzenli çalışmada ayrı klavye ve fareyle birlikte bir dizüstü yükselticisi sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Place the screen straight in front of the user and offer an eye test to anyone who leans in to read it.',
          tr: 'Ekranı kullanıcının tam karşısına yerleştirin ve okumak için öne eğilen çalışana göz muayenesi önerin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'monitor_arm',
        control: 'ENGINEERING',
        text: {
          en: 'Fit a monitor arm that adjusts height, distance and tilt',
          tr: 'Yüksekliği, uzaklığı ve eğimi ayarlanabilen bir monitör kolu takın',
        },
      },
      {
        key: 'monitor_riser',
        control: 'ENGINEERING',
        text: {
          en: 'Raise a low screen on a stable monitor riser',
          tr: 'Alçak kalan ekranı sağlam bir monitör yükselticisine yerleştirin',
        },
      },
      {
        key: 'laptop_kit',
        control: 'ENGINEERING',
        text: {
          en: 'Provide a laptop stand, external keyboard and mouse for daily laptop work',
          tr: 'Dizüstü bilgisayarla günlük çalışma için yükseltici, harici klavye ve fare sağlayın',
        },
      },
      {
        key: 'centre_screen',
        control: 'ENGINEERING',
        text: {
          en: 'Move the main screen directly in front of the user to stop neck twisting',
          tr: 'Boynun dönmesini önlemek için ana ekranı kullanıcının tam karşısına alın',
        },
      },
      {
        key: 'multifocal_users',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'For wearers of bifocal or varifocal glasses, set the screen lower and tilt it back',
          tr: 'Çift odaklı ya da progresif gözlük kullananlar için ekranı daha alçağa alıp geriye eğin',
        },
      },
      {
        key: 'eye_test',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Arrange an eye and eyesight test for users who strain to read the screen',
          tr: 'Ekranı okumakta zorlanan kullanıcılar için göz ve görme muayenesi sağlayın',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.ws_keyboard_mouse_close': {
    title: {
      en: 'Bring the keyboard and mouse within easy reach at elbow height',
      tr: 'Klavye ve fareyi dirsek yüksekliğinde, kolayca uzanılacak yere getirin',
    },
    risk: {
      en: 'Overreaching to the mouse or bent wrists while keying',
      tr: 'Fareye uzanma ya da klavye kullanırken bükülen el bilekleri',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace a full-width keyboard with a compact one without a number pad, so the mouse can sit close to the body.',
          tr: 'Farenin gövdeye yakın durabilmesi için tam boy klavyeyi sayısal tuş takımı olmayan kompakt bir klavyeyle değiştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Set the desk and chair so the forearms are about horizontal, with the keyboard and mouse at elbow height.',
          tr: 'Masa ve sandalyeyi ön kollar yaklaşık yatay, klavye ve fare de dirsek yüksekliğinde olacak biçimde ayarlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the user how to keep the wrists straight and the mouse close, and teach shortcuts that cut mouse use.',
          tr: 'Kullanıcıya el bileklerini düz, fareyi yakın tutmayı gösterin ve fare kullanımını azaltan kısayolları öğretin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'compact_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Use a compact keyboard without a number pad so the mouse sits closer',
          tr: 'Farenin gövdeye daha yakın durması için sayısal tuş takımı olmayan kompakt bir klavye kullanın',
        },
      },
      {
        key: 'keyboard_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Fit an adjustable keyboard and mouse platform where the desk is too high',
          tr: 'Masa çok yüksekse ayarlanabilir bir klavye ve fare tablası takın',
        },
      },
      {
        key: 'mouse_beside_keyboard',
        control: 'ENGINEERING',
        text: {
          en: 'Place the mouse right beside the keyboard, not out at the desk corner',
          tr: 'Fareyi masanın köşesine değil, klavyenin hemen yanına yerleştirin',
        },
      },
      {
        key: 'fold_keyboard_feet',
        control: 'ENGINEERING',
        text: {
          en: 'Fold away the keyboard’s rear feet if they bend the wrists back',
          tr: 'El bileklerini geriye büküyorsa klavyenin arka ayaklarını katlayın',
        },
      },
      {
        key: 'alternative_mouse',
        control: 'ENGINEERING',
        text: {
          en: 'Try a vertical mouse or a central touchpad for users with wrist discomfort',
          tr: 'El bileğinde rahatsızlık olan kullanıcılar için dikey fare ya da ortada duran dokunmatik yüzey deneyin',
        },
      },
      {
        key: 'posture_training',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Train the user in a neutral wrist posture and in keyboard shortcuts',
          tr: 'Kullanıcıya nötr el bileği duruşunu ve klavye kısayollarını öğretin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.ws_leg_space': {
    title: {
      en: 'Clear the space under the desk so the legs can move freely',
      tr: 'Bacakların rahat hareket edebilmesi için masa altını boşaltın',
    },
    risk: {
      en: 'Cramped leg room under the desk',
      tr: 'Masa altında yetersiz bacak boşluğu',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove boxes, files, bins and other stored items from the leg space under the desk.',
          tr: 'Masa altındaki bacak boşluğundan koli, dosya, çöp kutusu ve benzeri eşyaları kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Move drawer units to one side and mount the computer unit on an under-desk holder clear of the knees.',
          tr: 'Çekmece ünitelerini bir yana alın; bilgisayar kasasını dizlere değmeyecek biçimde masa altı tutucuya takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Include clear leg room under desks in routine housekeeping checks.',
          tr: 'Masa altındaki bacak boşluğunun açık tutulmasını periyodik düzen ve temizlik kontrollerine ekleyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'remove_storage',
        control: 'ELIMINATE',
        text: {
          en: 'Move boxes and files from under the desk to proper storage',
          tr: 'Masa altındaki koli ve dosyaları uygun bir depolama yerine taşıyın',
        },
      },
      {
        key: 'replace_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Replace a desk whose frame or front panel restricts knee room',
          tr: 'İskeleti ya da ön paneli diz boşluğunu daraltan masayı değiştirin',
        },
      },
      {
        key: 'cpu_holder',
        control: 'ENGINEERING',
        text: {
          en: 'Mount the computer unit on an under-desk holder at one side',
          tr: 'Bilgisayar kasasını masanın bir yanına, masa altı tutucuya takın',
        },
      },
      {
        key: 'drawers_aside',
        control: 'ENGINEERING',
        text: {
          en: 'Move drawer units to the side so they do not block the knees',
          tr: 'Çekmece ünitelerini dizleri engellemeyecek biçimde yana alın',
        },
      },
      {
        key: 'housekeeping_check',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Add free leg room to routine housekeeping checks',
          tr: 'Bacak boşluğunun açık tutulmasını periyodik düzen ve temizlik kontrollerine ekleyin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.ws_no_glare': {
    title: {
      en: 'Remove glare and reflections from the screen',
      tr: 'Ekrandaki parlama ve yansımaları giderin',
    },
    risk: {
      en: 'Glare and reflections on the screen',
      tr: 'Ekranda parlama ve yansıma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Turn the screen at right angles to the windows so the user neither faces a window nor sits with their back to one.',
          tr: 'Ekranı pencerelere dik konumlandırın; kullanıcının ne yüzü ne de sırtı pencereye dönük olsun.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit adjustable blinds to the windows and use diffused or shielded luminaires in the ceiling above the screens.',
          tr: 'Pencerelere ayarlanabilir jaluzi takın; ekranların üzerindeki tavanda difüzörlü ya da ızgaralı armatürler kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the user how to tilt the screen and set its brightness and contrast to suit the room.',
          tr: 'Kullanıcıya ekranı eğmeyi, parlaklığı ve kontrastı ortama göre ayarlamayı gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'reposition_screen',
        control: 'ENGINEERING',
        text: {
          en: 'Turn the desk or screen at right angles to the window wall',
          tr: 'Masayı ya da ekranı pencere duvarına dik gelecek biçimde çevirin',
        },
      },
      {
        key: 'matt_screen',
        control: 'ENGINEERING',
        text: {
          en: 'Replace a glossy screen with a matt, anti-glare one',
          tr: 'Parlak yüzeyli ekranı mat, yansıma önleyici bir ekranla değiştirin',
        },
      },
      {
        key: 'window_blinds',
        control: 'ENGINEERING',
        text: {
          en: 'Fit vertical blinds or solar film to the windows that cause glare',
          tr: 'Parlamaya yol açan pencerelere dikey jaluzi ya da güneş kontrol filmi takın',
        },
      },
      {
        key: 'luminaire_diffusers',
        control: 'ENGINEERING',
        text: {
          en: 'Fit diffusers or anti-glare louvres to bright ceiling lights above the screen',
          tr: 'Ekranın üstündeki parlak tavan armatürlerine difüzör ya da parlama önleyici ızgara takın',
        },
      },
      {
        key: 'tilt_and_contrast',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the user how to tilt the screen and adjust brightness and contrast',
          tr: 'Kullanıcıya ekranı eğmeyi ve parlaklık ile kontrastı ayarlamayı gösterin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  // ── Environment ───────────────────────────────────────────────────────────────────────────────
  'checklist.env_lighting': {
    title: {
      en: 'Light the work surface to about 500 lux without glare',
      tr: 'Çalışma yüzeyini parlama olmadan yaklaşık 500 lükse aydınlatın',
    },
    risk: {
      en: 'Insufficient or glaring lighting',
      tr: 'Yetersiz ya da kamaştırıcı aydınlatma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Add or upgrade luminaires where the work surface is below about 500 lux, the usual level for reading, writing and screen work.',
          tr: 'Okuma, yazma ve ekran işleri için olağan düzey olan yaklaşık 500 lüksün altında kalan yüzeylere armatür ekleyin ya da yenileyin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Use diffused or shielded luminaires and an adjustable desk lamp so no bright source is in the line of sight.',
          tr: 'Görüş alanında parlak bir kaynak kalmaması için difüzörlü ya da ızgaralı armatürler ve ayarlanabilir bir masa lambası kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Measure illuminance with a lux meter, replace failed lamps promptly and clean luminaires and windows on a schedule.',
          tr: 'Aydınlık düzeyini lüksmetreyle ölçün; arızalı lambaları hemen değiştirin, armatür ve pencereleri düzenli aralıklarla temizleyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'add_luminaires',
        control: 'ENGINEERING',
        text: {
          en: 'Add or upgrade ceiling luminaires where the work surface is under 500 lux',
          tr: 'Çalışma yüzeyinin 500 lüksün altında kaldığı yerlere tavan armatürü ekleyin ya da yenileyin',
        },
      },
      {
        key: 'desk_lamp',
        control: 'ENGINEERING',
        text: {
          en: 'Provide an adjustable desk lamp for detailed paperwork',
          tr: 'Ayrıntılı evrak işleri için ayarlanabilir bir masa lambası sağlayın',
        },
      },
      {
        key: 'diffusers',
        control: 'ENGINEERING',
        text: {
          en: 'Fit diffusers or louvres to bare or very bright light sources',
          tr: 'Çıplak ya da çok parlak ışık kaynaklarına difüzör veya ızgara takın',
        },
      },
      {
        key: 'daylight_control',
        control: 'ENGINEERING',
        text: {
          en: 'Fit adjustable blinds to control direct sunlight on desks',
          tr: 'Masalara gelen doğrudan güneş ışığını denetlemek için ayarlanabilir jaluzi takın',
        },
      },
      {
        key: 'lighting_maintenance',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Replace failed lamps promptly and clean luminaires on a set schedule',
          tr: 'Arızalı lambaları hemen değiştirin ve armatürleri belirli aralıklarla temizleyin',
        },
      },
      {
        key: 'measure_lux',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Measure illuminance at each desk and record it in the risk assessment',
          tr: 'Her masada aydınlık düzeyini ölçün ve risk değerlendirmesine kaydedin',
        },
      },
    ],
    sources: ['checklist.en_12464_1', 'checklist.hse_l24', 'checklist.tr_bina'],
  },

  'checklist.env_temperature': {
    title: {
      en: 'Bring the room temperature and fresh-air supply under control',
      tr: 'Ortam sıcaklığını ve temiz hava girişini denetim altına alın',
    },
    risk: {
      en: 'Uncomfortable temperature, draughts or stale air',
      tr: 'Rahatsız edici sıcaklık, hava akımı ya da havasız ortam',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Have heating, cooling and ventilation serviced and set so sedentary office work stays at about 20–24 °C in winter.',
          tr: 'Isıtma, soğutma ve havalandırmanın bakımını yaptırın; oturarak yapılan ofis işi için kışın yaklaşık 20–24 °C sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Move desks out of air-outlet draughts and away from radiators and sunny windows, or fit deflectors and blinds.',
          tr: 'Masaları hava çıkışlarının akımından, radyatörlerden ve güneş alan pencerelerden uzaklaştırın ya da yönlendirici ve jaluzi takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Measure temperature and humidity where there are complaints, and allow flexible clothing and local controls such as desk fans.',
          tr: 'Şikâyet olan yerlerde sıcaklığı ve nemi ölçün; esnek giyime ve masa vantilatörü gibi yerel önlemlere izin verin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'hvac_service',
        control: 'ENGINEERING',
        text: {
          en: 'Have the heating, cooling and ventilation system checked and balanced',
          tr: 'Isıtma, soğutma ve havalandırma sistemini kontrol ettirip ayarlatın',
        },
      },
      {
        key: 'air_deflectors',
        control: 'ENGINEERING',
        text: {
          en: 'Fit deflectors to air outlets that blow directly onto desks',
          tr: 'Doğrudan masalara üfleyen hava çıkışlarına yönlendirici takın',
        },
      },
      {
        key: 'solar_shading',
        control: 'ENGINEERING',
        text: {
          en: 'Fit blinds or solar film to windows that overheat nearby desks',
          tr: 'Yakındaki masaları aşırı ısıtan pencerelere jaluzi ya da güneş kontrol filmi takın',
        },
      },
      {
        key: 'relocate_desks',
        control: 'ENGINEERING',
        text: {
          en: 'Move desks away from radiators, sunny windows and draughty doors',
          tr: 'Masaları radyatörlerden, güneş alan pencerelerden ve hava akımı olan kapılardan uzaklaştırın',
        },
      },
      {
        key: 'measure_climate',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Measure temperature and humidity at desk height and record the results',
          tr: 'Sıcaklığı ve nemi masa yüksekliğinde ölçün ve sonuçları kaydedin',
        },
      },
      {
        key: 'flexible_clothing',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Allow flexible clothing and short breaks away from hot or cold spots',
          tr: 'Esnek giyime ve sıcak ya da soğuk noktalardan uzakta kısa aralara izin verin',
        },
      },
    ],
    sources: ['checklist.iso_7730', 'checklist.hse_l24', 'checklist.tr_bina'],
  },

  'checklist.env_noise': {
    title: {
      en: 'Reduce distracting noise at the workstation',
      tr: 'Çalışma istasyonundaki dikkat dağıtıcı gürültüyü azaltın',
    },
    risk: {
      en: 'Noise that disturbs concentration and speech',
      tr: 'Dikkati dağıtan ve konuşmayı zorlaştıran gürültü',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Move noisy equipment such as printers, copiers and shredders out of the office into a separate room.',
          tr: 'Yazıcı, fotokopi ve kâğıt imha makinesi gibi gürültülü ekipmanı ofisten çıkarıp ayrı bir odaya taşıyın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Add sound-absorbing ceiling tiles, wall panels or desk screens to cut reverberation in open-plan areas.',
          tr: 'Açık ofislerde yankılanmayı azaltmak için ses yutucu tavan plakaları, duvar panelleri ya da masa paravanları ekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Provide quiet rooms for focused work and agree rules for calls and meetings in open-plan areas.',
          tr: 'Odaklanma gerektiren işler için sessiz odalar ayırın; açık ofiste telefon görüşmeleri ve toplantılar için kurallar belirleyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'relocate_equipment',
        control: 'ELIMINATE',
        text: {
          en: 'Move printers, copiers and shredders into a separate room',
          tr: 'Yazıcı, fotokopi ve kâğıt imha makinelerini ayrı bir odaya taşıyın',
        },
      },
      {
        key: 'quieter_equipment',
        control: 'ENGINEERING',
        text: {
          en: 'When replacing equipment, choose the model with the lowest declared noise level',
          tr: 'Ekipman yenilenirken beyan edilen gürültü düzeyi en düşük modeli seçin',
        },
      },
      {
        key: 'acoustic_panels',
        control: 'ENGINEERING',
        text: {
          en: 'Fit sound-absorbing ceiling tiles, wall panels or desk screens',
          tr: 'Ses yutucu tavan plakaları, duvar panelleri ya da masa paravanları takın',
        },
      },
      {
        key: 'quiet_room',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set aside a quiet room for focused work and long calls',
          tr: 'Odaklanma gerektiren işler ve uzun görüşmeler için sessiz bir oda ayırın',
        },
      },
      {
        key: 'measure_noise',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Measure noise where complaints persist and compare exposure with the 80 dB(A) action value',
          tr: 'Şikâyetin sürdüğü yerde gürültüyü ölçün ve maruziyeti 80 dB(A) eylem değeriyle karşılaştırın',
        },
      },
      {
        key: 'hearing_protection',
        control: 'PPE',
        text: {
          en: 'Only where daily exposure exceeds 80 dB(A) despite controls, provide hearing protection',
          tr: 'Yalnızca alınan önlemlere rağmen günlük maruziyet 80 dB(A) değerini aşıyorsa kulak koruyucu sağlayın',
        },
      },
    ],
    sources: ['checklist.eu_90_270', 'checklist.tr_ekranli', 'checklist.tr_gurultu'],
  },

  // ── Safety ────────────────────────────────────────────────────────────────────────────────────
  'checklist.saf_walkways_clear': {
    title: {
      en: 'Remove trip and slip hazards from walkways and floors',
      tr: 'Geçiş yollarındaki ve zemindeki takılma ve kayma tehlikelerini giderin',
    },
    risk: {
      en: 'Trip and slip hazards on walkways and floors',
      tr: 'Geçiş yollarında ve zeminde takılma ve kayma tehlikesi',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove items left in walkways and give them a permanent storage place off the route.',
          tr: 'Geçiş yollarında bırakılan malzemeyi kaldırın ve bunlar için yol dışında kalıcı bir depolama yeri belirleyin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Run cables along walls, in trunking or through floor boxes; cover any unavoidable floor cable with a bevelled protector.',
          tr: 'Kabloları duvar boyunca, kablo kanalından ya da döşeme kutusundan geçirin; kaçınılmaz zemin kablolarını eğimli koruyucuyla örtün.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Repair damaged or uneven floor coverings and fix loose mats and rugs.',
          tr: 'Hasarlı ya da düzgün olmayan zemin kaplamalarını onarın; gevşek paspas ve halıları sabitleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Clean up spills at once and include walkways in a regular, recorded housekeeping inspection.',
          tr: 'Dökülenleri hemen temizleyin ve geçiş yollarını periyodik ve kayıt altına alınan düzen ve temizlik denetimine dahil edin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'storage_off_route',
        control: 'ELIMINATE',
        text: {
          en: 'Give boxes and equipment a storage place away from walkways',
          tr: 'Koli ve ekipman için geçiş yollarından uzakta bir depolama yeri belirleyin',
        },
      },
      {
        key: 'extra_sockets',
        control: 'ENGINEERING',
        text: {
          en: 'Add sockets where equipment is used so that leads need not cross walkways',
          tr: 'Kabloların geçiş yolunu kesmemesi için ekipmanın kullanıldığı yere priz ekletin',
        },
      },
      {
        key: 'cable_management',
        control: 'ENGINEERING',
        text: {
          en: 'Run cables in trunking, trays or floor boxes, not across the floor',
          tr: 'Kabloları zeminin üzerinden değil, kablo kanalı, kablo tavası ya da döşeme kutusundan geçirin',
        },
      },
      {
        key: 'floor_repair',
        control: 'ENGINEERING',
        text: {
          en: 'Repair torn carpet and uneven tiles, and secure loose mats',
          tr: 'Yırtık halıyı ve düzgün olmayan karoları onarın, gevşek paspasları sabitleyin',
        },
      },
      {
        key: 'spill_procedure',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Clean spills at once and keep a warning sign out until the floor is dry',
          tr: 'Dökülenleri hemen temizleyin; zemin kuruyana kadar uyarı levhası bulundurun',
        },
      },
      {
        key: 'housekeeping_inspection',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Add walkways to a regular, recorded housekeeping inspection',
          tr: 'Geçiş yollarını periyodik ve kayıt altına alınan bir düzen ve temizlik denetimine ekleyin',
        },
      },
    ],
    sources: ['checklist.hse_l24', 'checklist.tr_bina'],
  },

  'checklist.saf_electrical': {
    title: {
      en: 'Take damaged or overloaded electrical equipment out of use',
      tr: 'Hasarlı ya da aşırı yüklenmiş elektrikli ekipmanı kullanımdan kaldırın',
    },
    risk: {
      en: 'Damaged or overloaded cables, plugs and sockets',
      tr: 'Hasarlı ya da aşırı yüklenmiş kablo, fiş ve prizler',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Take damaged cables, plugs and extension leads out of use, have damaged sockets isolated, and have a competent person repair or replace them.',
          tr: 'Hasarlı kablo, fiş ve uzatma kablolarını kullanımdan kaldırın, hasarlı prizlerin enerjisini kestirin ve yetkin bir kişiye onartın ya da değiştirtin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Have enough fixed sockets installed so that extension leads are not chained and adaptors are not stacked.',
          tr: 'Uzatma kablolarının birbirine eklenmemesi ve çoklu fişlerin üst üste takılmaması için yeterli sayıda sabit priz tesis ettirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Make sure socket circuits are protected by a residual current device (RCD).',
          tr: 'Priz devrelerinin kaçak akım koruma rölesiyle korunduğundan emin olun.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Have the installation and portable equipment inspected periodically, and ask users to check for damage before use.',
          tr: 'Tesisatı ve taşınabilir cihazları periyodik olarak kontrol ettirin; kullanıcılardan her kullanımdan önce hasar kontrolü yapmalarını isteyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'withdraw_damaged',
        control: 'ELIMINATE',
        text: {
          en: 'Withdraw damaged leads and plugs at once and label them “do not use”',
          tr: 'Hasarlı kablo ve fişleri hemen kullanımdan çekin ve “kullanmayın” etiketi takın',
        },
      },
      {
        key: 'fixed_sockets',
        control: 'ENGINEERING',
        text: {
          en: 'Have an electrician add fixed sockets where extension leads are relied on',
          tr: 'Uzatma kablosuna bağımlı kalınan yerlere elektrikçiye sabit priz ekletin',
        },
      },
      {
        key: 'single_power_strip',
        control: 'ENGINEERING',
        text: {
          en: 'Replace plug-in adaptors with one extension strip that has overload protection',
          tr: 'Çoklu fiş adaptörlerini aşırı yük korumalı tek bir grup prizle değiştirin',
        },
      },
      {
        key: 'rcd_protection',
        control: 'ENGINEERING',
        text: {
          en: 'Have socket circuits fitted with a residual current device (RCD)',
          tr: 'Priz devrelerine kaçak akım koruma rölesi taktırın',
        },
      },
      {
        key: 'user_checks',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Ask users to check leads and plugs before use and to report faults',
          tr: 'Kullanıcılardan kablo ve fişleri kullanmadan önce kontrol etmelerini ve arızaları bildirmelerini isteyin',
        },
      },
      {
        key: 'periodic_inspection',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Have the installation and portable equipment inspected and tested periodically',
          tr: 'Tesisatı ve taşınabilir cihazları periyodik olarak kontrol ve test ettirin',
        },
      },
    ],
    sources: ['checklist.hse_indg231', 'checklist.tr_bina'],
  },

  'checklist.saf_emergency_exits': {
    title: {
      en: 'Keep every escape route and emergency exit clear and signed',
      tr: 'Tüm kaçış yollarını ve acil çıkışları açık ve işaretli tutun',
    },
    risk: {
      en: 'Blocked or unsigned emergency exit',
      tr: 'Kapalı ya da işaretsiz acil çıkış',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove anything stored in escape routes, on stairs or in front of exit doors, and keep exit doors openable without a key.',
          tr: 'Kaçış yollarında, merdivenlerde ve çıkış kapılarının önünde duran her şeyi kaldırın; çıkış kapılarını anahtarsız açılabilir tutun.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Install illuminated or photoluminescent exit signs and emergency lighting along the whole escape route.',
          tr: 'Kaçış yolu boyunca ışıklı ya da fotolüminesan acil çıkış işaretleri ve acil aydınlatma tesis edin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check escape routes every day and hold an evacuation drill at least once a year.',
          tr: 'Kaçış yollarını her gün kontrol edin ve en az yılda bir tahliye tatbikatı yapın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'clear_routes',
        control: 'ELIMINATE',
        text: {
          en: 'Move stored items out of corridors, stairs and exit doorways',
          tr: 'Koridor, merdiven ve çıkış kapısı önlerindeki malzemeyi kaldırın',
        },
      },
      {
        key: 'keyless_doors',
        control: 'ENGINEERING',
        text: {
          en: 'Fit exit doors with push bars or levers that open without a key',
          tr: 'Çıkış kapılarına anahtarsız açılan panik bar ya da kol takın',
        },
      },
      {
        key: 'exit_signs',
        control: 'ENGINEERING',
        text: {
          en: 'Install illuminated or photoluminescent exit signs wherever the way out is not obvious',
          tr: 'Çıkış yönünün açıkça görülmediği her yere ışıklı ya da fotolüminesan yönlendirme işareti koyun',
        },
      },
      {
        key: 'emergency_lighting',
        control: 'ENGINEERING',
        text: {
          en: 'Provide battery-backed emergency lighting along escape routes',
          tr: 'Kaçış yolları boyunca bataryalı acil aydınlatma sağlayın',
        },
      },
      {
        key: 'daily_route_check',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Assign someone to walk the escape routes daily and record the check',
          tr: 'Kaçış yollarını her gün dolaşıp kontrolü kayda geçirecek bir kişi görevlendirin',
        },
      },
      {
        key: 'evacuation_drill',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Hold an evacuation drill at least once a year and review what slowed it down',
          tr: 'En az yılda bir tahliye tatbikatı yapın ve tahliyeyi yavaşlatan noktaları gözden geçirin',
        },
      },
    ],
    sources: ['checklist.tr_yangin', 'checklist.tr_acil_durum', 'checklist.hmg_fire_offices'],
  },

  'checklist.saf_fire_extinguisher': {
    title: {
      en: 'Provide a serviced fire extinguisher within easy reach',
      tr: 'Bakımı yapılmış bir yangın söndürme cihazını kolay erişilir yerde bulundurun',
    },
    risk: {
      en: 'Missing, out-of-date or inaccessible fire extinguisher',
      tr: 'Eksik, kontrol tarihi geçmiş ya da ulaşılamayan yangın söndürme cihazı',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Wall-mount extinguishers of a type suited to the risk near exits and along escape routes, visible and unobstructed.',
          tr: 'Riske uygun tipte söndürme cihazlarını çıkışların yakınına ve kaçış yolları boyunca, görünür ve önü açık biçimde duvara asın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Send any extinguisher past its date for servicing by an authorised firm and put a serviced one in its place meanwhile.',
          tr: 'Tarihi geçmiş söndürme cihazını yetkili bir firmaya bakıma gönderin ve bu sürede yerine bakımlı bir cihaz koyun.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check each extinguisher monthly for seal, pressure and access, and record the check on its tag.',
          tr: 'Her söndürme cihazının mührünü, basıncını ve önünün açıklığını ayda bir kontrol edip etiketine kaydedin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Train the fire-fighting support staff named in the emergency plan to use the extinguishers.',
          tr: 'Acil durum planında görevlendirilen söndürme destek elemanlarını söndürme cihazı kullanımı konusunda eğitin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'wall_mount',
        control: 'ENGINEERING',
        text: {
          en: 'Mount extinguishers on wall brackets near exits where they cannot be blocked',
          tr: 'Söndürme cihazlarını önü kapatılamayacak biçimde çıkışların yakınına, duvar askısına yerleştirin',
        },
      },
      {
        key: 'co2_for_electrical',
        control: 'ENGINEERING',
        text: {
          en: 'Add a carbon dioxide (CO2) extinguisher beside server and electrical panel areas',
          tr: 'Sunucu ve elektrik panosu bölgelerinin yanına karbondioksitli (CO2) söndürme cihazı ekleyin',
        },
      },
      {
        key: 'location_signs',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Put a fire-equipment sign above each extinguisher so it can be found quickly',
          tr: 'Hızla bulunabilmesi için her söndürme cihazının üstüne yangın ekipmanı işareti koyun',
        },
      },
      {
        key: 'annual_service',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Have extinguishers serviced by an authorised firm at least once a year',
          tr: 'Söndürme cihazlarının bakımını en az yılda bir yetkili bir firmaya yaptırın',
        },
      },
      {
        key: 'monthly_check',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check seal, pressure gauge and access monthly and record it on the tag',
          tr: 'Mührü, basınç göstergesini ve erişimi her ay kontrol edip etikete kaydedin',
        },
      },
      {
        key: 'hands_on_training',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give the fire-fighting support staff hands-on extinguisher training',
          tr: 'Söndürme destek elemanlarına uygulamalı yangın söndürme cihazı eğitimi verin',
        },
      },
    ],
    sources: ['checklist.tr_yangin', 'checklist.tr_acil_durum', 'checklist.hmg_fire_offices'],
  },

  'checklist.saf_storage': {
    title: {
      en: 'Reorganise storage so that heavy items sit around waist height',
      tr: 'Depolamayı ağır malzemeler bel hizasında duracak biçimde yeniden düzenleyin',
    },
    risk: {
      en: 'Heavy items stored too high or too low',
      tr: 'Çok yüksekte ya da çok alçakta depolanan ağır malzeme',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Reduce the weight handled by ordering supplies in smaller packs or splitting loads before they are stored.',
          tr: 'Malzemeyi daha küçük ambalajlarda sipariş ederek ya da depolamadan önce bölerek elle taşınan ağırlığı azaltın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Re-shelve so the heaviest and most-used items sit at waist height, with lighter ones on the top and bottom shelves.',
          tr: 'En ağır ve en sık kullanılan malzemeyi bel hizasındaki raflara, daha hafif olanları üst ve alt raflara yerleştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a trolley for carrying, and a stable step with a handhold for anything that must be kept above shoulder height.',
          tr: 'Taşıma için el arabası, omuz yüksekliğinin üzerinde tutulması gereken malzeme için de tutamaklı, sağlam bir basamak sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Label shelves with what belongs on them and train staff to assess a load before lifting it.',
          tr: 'Raflara neyin konulacağını etiketle belirtin ve çalışanlara yükü kaldırmadan önce değerlendirmeyi öğretin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'smaller_packs',
        control: 'ELIMINATE',
        text: {
          en: 'Order paper and supplies in smaller, lighter packs',
          tr: 'Kâğıt ve sarf malzemesini daha küçük, daha hafif ambalajlarda sipariş edin',
        },
      },
      {
        key: 'reshelve',
        control: 'ENGINEERING',
        text: {
          en: 'Move the heaviest and most-used items to shelves at waist height',
          tr: 'En ağır ve en sık kullanılan malzemeyi bel hizasındaki raflara taşıyın',
        },
      },
      {
        key: 'trolley',
        control: 'ENGINEERING',
        text: {
          en: 'Provide a trolley to move heavy boxes to and from storage',
          tr: 'Ağır kolileri depoya taşımak ve depodan almak için bir el arabası sağlayın',
        },
      },
      {
        key: 'step_with_handhold',
        control: 'ENGINEERING',
        text: {
          en: 'Provide a stable step with a handhold for reaching upper shelves',
          tr: 'Üst raflara ulaşmak için tutamaklı, sağlam bir basamak sağlayın',
        },
      },
      {
        key: 'shelf_labels',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Label each shelf with what may be stored on it',
          tr: 'Her rafa orada nelerin saklanacağını gösteren bir etiket koyun',
        },
      },
      {
        key: 'handling_training',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Train staff to assess a load and to lift it safely',
          tr: 'Çalışanlara yükü değerlendirmeyi ve güvenli kaldırmayı öğretin',
        },
      },
    ],
    sources: ['checklist.hse_indg143', 'checklist.eu_90_269', 'checklist.tr_elle_tasima'],
  },

  // ── Work organisation ─────────────────────────────────────────────────────────────────────────
  'checklist.org_breaks': {
    title: {
      en: 'Break up screen work with short, frequent pauses or other tasks',
      tr: 'Ekran başındaki çalışmayı kısa ve sık aralarla ya da başka işlerle bölün',
    },
    risk: {
      en: 'Long spells of uninterrupted screen work',
      tr: 'Ara verilmeden uzun süre ekran başında çalışma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where screen tasks are long, provide a sit-stand desk so the user can change posture while working.',
          tr: 'Ekran işleri uzun sürüyorsa kullanıcının çalışırken duruş değiştirebilmesi için oturarak ve ayakta kullanılabilen bir masa sağlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Plan the work so that screen tasks alternate with others such as filing, calls or meetings.',
          tr: 'İşi, ekran görevleri dosyalama, telefon görüşmesi ya da toplantı gibi başka işlerle dönüşümlü yürüyecek biçimde planlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Encourage breaks before fatigue sets in; short, frequent breaks are better than occasional long ones.',
          tr: 'Yorgunluk başlamadan ara verilmesini teşvik edin; kısa ve sık aralar, seyrek ve uzun aralardan daha iyidir.',
        },
      },
    ],
    suggestions: [
      {
        key: 'sit_stand_desk',
        control: 'ENGINEERING',
        text: {
          en: 'Provide a sit-stand desk so posture can change during long screen tasks',
          tr: 'Uzun ekran işlerinde duruş değişebilsin diye oturarak ve ayakta kullanılabilen bir masa sağlayın',
        },
      },
      {
        key: 'task_rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Mix screen work with filing, calls or meetings through the day',
          tr: 'Gün içinde ekran işini dosyalama, telefon görüşmesi ya da toplantılarla dönüşümlü yürütün',
        },
      },
      {
        key: 'break_reminder',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Use a break-reminder app that prompts a short pause at set intervals',
          tr: 'Belirli aralıklarla kısa bir ara hatırlatan bir uygulama kullanın',
        },
      },
      {
        key: 'review_workload',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Review workloads and deadlines that keep the user at the screen without pause',
          tr: 'Kullanıcıyı aralıksız ekran başında tutan iş yükünü ve teslim sürelerini gözden geçirin',
        },
      },
      {
        key: 'active_pauses',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Encourage standing, moving about and looking into the distance during pauses',
          tr: 'Aralarda ayağa kalkmayı, hareket etmeyi ve uzağa bakmayı teşvik edin',
        },
      },
    ],
    sources: ['checklist.hse_indg36', 'checklist.eu_90_270', 'checklist.tr_ekranli'],
  },

  'checklist.org_training': {
    title: {
      en: 'Give workstation set-up and health and safety training',
      tr: 'Çalışma istasyonu ayarı ile iş sağlığı ve güvenliği eğitimi verin',
    },
    risk: {
      en: 'Employee not trained to adjust the workstation or to work safely',
      tr: 'Çalışma istasyonunu ayarlamayı ve güvenli çalışmayı bilmeyen çalışan',
    },
    actions: [
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give the statutory occupational health and safety training before the employee starts work or changes job.',
          tr: 'Mevzuatın öngördüğü iş sağlığı ve güvenliği eğitimini çalışan işe başlamadan ya da iş değiştirmeden önce verin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Show the user at their own desk how to adjust the chair, screen, keyboard and mouse, and check they can do it.',
          tr: 'Kullanıcıya kendi masasında sandalye, ekran, klavye ve fareyi ayarlamayı gösterin ve yapabildiğini kontrol edin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Repeat training when equipment or the job changes, and renew it at least every three years in a less hazardous workplace.',
          tr: 'Ekipman ya da iş değiştiğinde eğitimi tekrarlayın; az tehlikeli sınıftaki işyerlerinde en az üç yılda bir yenileyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'desk_session',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Run a short set-up session with each user at their own desk',
          tr: 'Her kullanıcıyla kendi masasında kısa bir ayar oturumu yapın',
        },
      },
      {
        key: 'setup_guide',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give each user a one-page workstation set-up guide',
          tr: 'Her kullanıcıya tek sayfalık bir çalışma istasyonu ayar kılavuzu verin',
        },
      },
      {
        key: 'self_assessment',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Ask users to complete a workstation self-assessment after training',
          tr: 'Eğitimden sonra kullanıcılardan bir çalışma istasyonu öz değerlendirmesi doldurmalarını isteyin',
        },
      },
      {
        key: 'induction',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Include workstation set-up in every new employee’s induction',
          tr: 'Çalışma istasyonu ayarını her yeni çalışanın işe giriş eğitimine ekleyin',
        },
      },
      {
        key: 'training_records',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Keep training records and schedule refresher dates',
          tr: 'Eğitim kayıtlarını tutun ve yenileme tarihlerini planlayın',
        },
      },
    ],
    sources: ['checklist.tr_6331', 'checklist.tr_isg_egitim', 'checklist.hse_indg36'],
  },

  'checklist.org_first_aid': {
    title: {
      en: 'Provide a stocked first-aid kit and appoint a trained first-aider',
      tr: 'İlkyardım çantası bulundurun ve eğitimli bir ilkyardımcı görevlendirin',
    },
    risk: {
      en: 'No first-aid kit or no known first-aider',
      tr: 'İlkyardım çantasının ya da bilinen bir ilkyardımcının olmaması',
    },
    actions: [
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Appoint certified first-aiders in the number the regulation sets: one per 20 employees in a less hazardous workplace.',
          tr: 'Yönetmeliğin öngördüğü sayıda belgeli ilkyardımcı görevlendirin: az tehlikeli işyerlerinde her 20 çalışana bir.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Keep a first-aid kit where everyone can reach it, and check and restock it on a schedule.',
          tr: 'İlkyardım çantasını herkesin ulaşabileceği bir yerde bulundurun; belirli aralıklarla kontrol edip eksiklerini tamamlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Post the first-aiders’ names and locations and the emergency number 112 beside the kit and on notice boards.',
          tr: 'İlkyardımcıların adlarını, bulundukları yerleri ve 112 acil çağrı numarasını çantanın yanına ve duyuru panolarına asın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'certify_first_aiders',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Send volunteers to an authorised first-aid training centre for certification',
          tr: 'Gönüllü çalışanları belge almaları için yetkili bir ilkyardım eğitim merkezine gönderin',
        },
      },
      {
        key: 'kit_location',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Keep a kit in a marked, unlocked place on each floor',
          tr: 'Her katta işaretli ve kilitsiz bir yerde ilkyardım çantası bulundurun',
        },
      },
      {
        key: 'monthly_restock',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Check the kit monthly, replace used or expired items and record it',
          tr: 'Çantayı her ay kontrol edin, kullanılmış ya da tarihi geçmiş malzemeyi yenileyip kaydedin',
        },
      },
      {
        key: 'contact_notice',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Post first-aiders’ names, phone numbers and 112 beside the kit',
          tr: 'İlkyardımcıların adlarını, telefonlarını ve 112 numarasını çantanın yanına asın',
        },
      },
      {
        key: 'cover_absences',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Make sure a first-aider is present on every shift and during leave',
          tr: 'Her vardiyada ve izin dönemlerinde bir ilkyardımcının bulunmasını sağlayın',
        },
      },
      {
        key: 'renew_certificates',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Track certificate expiry dates and book refresher training in good time',
          tr: 'Belgelerin geçerlilik sürelerini izleyin ve güncelleme eğitimini zamanında planlayın',
        },
      },
    ],
    sources: ['checklist.tr_ilkyardim', 'checklist.tr_6331'],
  },
};
