import type { StarterNote } from './types';

/**
 * Starter notes per method (GET …/notes/sample/): what the ergonomist checks on site and writes down
 * beside the score taken from the video or the answers.
 */
export const STARTER_NOTES: Readonly<
  Record<'reba' | 'rula' | 'wisha' | 'rosa' | 'qec' | 'checklist', readonly StarterNote[]>
> = {
  reba: [
    {
      key: 'load_weight_frequency',
      text: {
        en: 'Weigh the load actually handled and note how often it is handled per shift; the video shows neither.',
        tr: 'Fiilen taşınan yükü tartın ve vardiya başına kaç kez taşındığını not edin; video ikisini de göstermez.',
      },
    },
    {
      key: 'representative_cycle',
      text: {
        en: 'Note whether the filmed cycle is representative of the shift: product mix, pace, and any occasional heavier or more awkward tasks.',
        tr: 'Çekilen çevrimin vardiyayı temsil edip etmediğini not edin: ürün çeşitliliği, tempo ve ara sıra yapılan daha ağır ya da zorlayıcı işler.',
      },
    },
    {
      key: 'work_height',
      text: {
        en: "Measure the work height and compare it with the worker's elbow height; note whether people of other heights use the same station.",
        tr: 'Çalışma yüksekliğini ölçüp çalışanın dirsek yüksekliğiyle karşılaştırın; istasyonu farklı boydaki başka çalışanların da kullanıp kullanmadığını not edin.',
      },
    },
    {
      key: 'hidden_joints',
      text: {
        en: 'Record any joint the camera angle hid or foreshortened (e.g. a wrist behind the part, a trunk twist filmed from the front) and check it on site.',
        tr: 'Kamera açısının gizlediği veya perspektif nedeniyle çarpıttığı eklemleri (ör. parçanın arkasında kalan el bileği, önden çekilen gövde dönmesi) kaydedin ve yerinde kontrol edin.',
      },
    },
    {
      key: 'coupling_and_activity',
      text: {
        en: 'Observe the grip on the load, whether body parts are held still for over a minute and whether small actions are repeated; these inputs come from observation.',
        tr: 'Yükün kavrama durumunu, vücut bölgelerinin bir dakikadan uzun sabit tutulup tutulmadığını ve küçük hareketlerin tekrarlanıp tekrarlanmadığını gözleyin; bu girdiler gözleme dayanır.',
      },
    },
    {
      key: 'worker_discomfort',
      text: {
        en: 'Ask the worker where they feel discomfort, and about tasks or busy periods that were not filmed.',
        tr: 'Çalışana rahatsızlık hissettiği bölgeleri ve çekimde yer almayan görevleri ya da yoğun dönemleri sorun.',
      },
    },
  ],

  rula: [
    {
      key: 'force_and_load',
      text: {
        en: 'Measure the load or force in the hands (weigh parts and tools, or measure the push force) and note whether it is held, repeated or sudden.',
        tr: 'Ellerdeki yükü veya kuvveti ölçün (parça ve aletleri tartın ya da itme kuvvetini ölçün) ve bunun sabit, tekrarlı veya ani olup olmadığını not edin.',
      },
    },
    {
      key: 'muscle_use',
      text: {
        en: 'Time the work cycle and note whether the posture is mainly held or the action repeated, to support the muscle use input.',
        tr: 'İş çevriminin süresini ölçün; kas kullanımı girdisine dayanak olarak duruşun çoğunlukla sabit kalıp kalmadığını ve hareketin tekrarlanıp tekrarlanmadığını not edin.',
      },
    },
    {
      key: 'arm_support',
      text: {
        en: 'Note whether the arm is supported or the worker leans, and whether the hands work across the body or out to the side; both change the arm scores.',
        tr: 'Kolun desteklenip desteklenmediğini veya çalışanın bir yere yaslanıp yaslanmadığını, ellerin gövdenin önünden çapraz ya da yana çalışıp çalışmadığını not edin; ikisi de kol puanlarını değiştirir.',
      },
    },
    {
      key: 'wrist_deviation_twist',
      text: {
        en: 'Check wrist deviation and twist from close by; they are hard to see on video, especially from the front.',
        tr: 'El bileğinin yana sapmasını ve dönmesini yakından kontrol edin; bunlar videoda, özellikle önden çekimde, zor görülür.',
      },
    },
    {
      key: 'legs_and_feet',
      text: {
        en: 'Check whether the legs and feet are supported and balanced: seat, footrest, level floor and room to move.',
        tr: 'Bacakların ve ayakların desteklenip dengede olup olmadığını kontrol edin: sandalye, ayak desteği, düz zemin ve hareket alanı.',
      },
    },
    {
      key: 'representative_cycle',
      text: {
        en: 'Note whether the filmed cycle is representative of the shift, and how many hours a day the task is done.',
        tr: 'Çekilen çevrimin vardiyayı temsil edip etmediğini ve bu işin günde kaç saat yapıldığını not edin.',
      },
    },
  ],

  wisha: [
    {
      key: 'weigh_load',
      text: {
        en: 'Weigh the heaviest and the typical load instead of relying on labels or estimates.',
        tr: 'Etiketlere veya tahmine güvenmek yerine en ağır ve tipik yükü tartın.',
      },
    },
    {
      key: 'hand_position',
      text: {
        en: 'At the start of the lift (or the end of a lower), measure hand height and distance from the body; record the worst lift, not an average.',
        tr: 'Kaldırmanın başında (indirmede ise sonunda) ellerin yüksekliğini ve gövdeye uzaklığını ölçün; ortalamayı değil en zorlayıcı kaldırmayı kaydedin.',
      },
    },
    {
      key: 'frequency_and_duration',
      text: {
        en: 'Count lifts per minute over a representative period and record the total hours of lifting per shift, including other lifting tasks.',
        tr: 'Temsil edici bir sürede dakikadaki kaldırma sayısını sayın ve diğer kaldırma işleri dahil vardiya başına toplam kaldırma süresini kaydedin.',
      },
    },
    {
      key: 'twisting',
      text: {
        en: 'Note whether the trunk twists more than 45° during the lift; a single camera angle may hide it.',
        tr: "Kaldırma sırasında gövdenin 45°'den fazla dönüp dönmediğini not edin; tek bir kamera açısı bunu gizleyebilir.",
      },
    },
    {
      key: 'grip_and_conditions',
      text: {
        en: 'Record the grip on the load (handles, hand-holds, gloves) and the conditions: floor, temperature and space to move the feet.',
        tr: 'Yükün kavrama durumunu (tutamaklar, kavrama yerleri, eldiven) ve ortam koşullarını kaydedin: zemin, sıcaklık ve ayakları hareket ettirecek alan.',
      },
    },
    {
      key: 'other_handling',
      text: {
        en: 'Note any carrying, pushing or pulling in the task; the lifting calculator does not cover them and they need a separate assessment.',
        tr: 'İşteki taşıma, itme veya çekme hareketlerini not edin; kaldırma hesaplayıcısı bunları kapsamaz, ayrıca değerlendirilmeleri gerekir.',
      },
    },
  ],

  rosa: [
    {
      key: 'chair_adjustments',
      text: {
        en: 'Check which chair adjustments actually work (seat height, seat pan depth, backrest, armrests) and whether the user knows how to use them.',
        tr: 'Sandalyenin hangi ayarlarının gerçekten çalıştığını (oturak yüksekliği, oturak derinliği, sırtlık, kolçaklar) ve kullanıcının bunları kullanmayı bilip bilmediğini kontrol edin.',
      },
    },
    {
      key: 'daily_duration',
      text: {
        en: 'Ask how long the user spends on the chair, screen, phone, mouse and keyboard each day and without a break; the ROSA scores depend on it.',
        tr: 'Kullanıcının sandalyede, ekranda, telefonda, farede ve klavyede günde toplam ve kesintisiz ne kadar süre geçirdiğini sorun; ROSA puanları buna bağlıdır.',
      },
    },
    {
      key: 'screen_distance_glare',
      text: {
        en: 'Measure the screen distance and its height relative to the eyes, and note glare from windows or lights at the time of the visit.',
        tr: 'Ekranın uzaklığını ve göz hizasına göre yüksekliğini ölçün; ziyaret sırasında pencerelerden veya lambalardan gelen parlamayı not edin.',
      },
    },
    {
      key: 'shared_or_laptop',
      text: {
        en: "Note whether the workstation is shared or used with a laptop, and the users' heights; a set-up right for one user may not fit another.",
        tr: 'Çalışma istasyonunun ortak kullanılıp kullanılmadığını, dizüstü bilgisayarla çalışılıp çalışılmadığını ve kullanıcıların boylarını not edin; bir kullanıcıya uyan ayar diğerine uymayabilir.',
      },
    },
    {
      key: 'discomfort_and_glasses',
      text: {
        en: 'Ask about discomfort and whether the user wears varifocal or reading glasses, which can tip the head back at the screen.',
        tr: 'Rahatsızlık şikâyetlerini ve kullanıcının progresif ya da okuma gözlüğü takıp takmadığını sorun; bu gözlükler ekrana bakarken başın geriye eğilmesine yol açabilir.',
      },
    },
  ],

  qec: [
    {
      key: 'answers_vs_observation',
      text: {
        en: "Compare the workers' answers (weight, force, time on the task, pace, stress) with what you observed, and note any clear differences.",
        tr: 'Çalışanların yanıtlarını (ağırlık, kuvvet, işe ayrılan süre, tempo, stres) gözlemlerinizle karşılaştırın ve belirgin farkları not edin.',
      },
    },
    {
      key: 'weight_and_force',
      text: {
        en: 'Weigh the heaviest load and estimate the greatest one-hand force on site, to check the weight and force answers.',
        tr: 'Ağırlık ve kuvvet yanıtlarını doğrulamak için en ağır yükü tartın ve tek elle uygulanan en yüksek kuvveti yerinde tahmin edin.',
      },
    },
    {
      key: 'time_on_task',
      text: {
        en: 'Confirm from the rota or the supervisor how many hours a day each worker spends on this task.',
        tr: 'Her çalışanın bu işe günde kaç saat ayırdığını vardiya çizelgesinden veya birim sorumlusundan doğrulayın.',
      },
    },
    {
      key: 'worst_moments',
      text: {
        en: 'QEC rates the worst back posture and the hand height: note whether the filmed period includes the most demanding moments of the task.',
        tr: 'HMD en kötü sırt duruşunu ve ellerin yüksekliğini değerlendirir; çekilen sürenin işin en zorlayıcı anlarını içerip içermediğini not edin.',
      },
    },
    {
      key: 'tools_and_vehicles',
      text: {
        en: 'List the vibrating tools and the vehicles used, with their daily hours of use, to support the vibration and driving answers.',
        tr: 'Titreşim ve araç kullanma yanıtlarına dayanak olarak kullanılan titreşimli aletleri ve araçları günlük kullanım süreleriyle birlikte listeleyin.',
      },
    },
    {
      key: 'pace_and_stress_context',
      text: {
        en: "Write down, in the workers' own words, what makes the pace hard or the job stressful, as a basis for the organisational review.",
        tr: 'Temponun neden zorlaştığını veya işi neyin stresli yaptığını çalışanların kendi sözleriyle yazın; bu, organizasyonel değerlendirmeye temel olur.',
      },
    },
  ],

  checklist: [
    {
      key: 'observed_or_reported',
      text: {
        en: 'Note which answers you checked yourself at the workplace and which rest only on what staff told you.',
        tr: 'Hangi yanıtları işyerinde kendiniz kontrol ettiğinizi, hangilerinin yalnızca çalışanların söylediklerine dayandığını not edin.',
      },
    },
    {
      key: 'fault_details',
      text: {
        en: 'For each No, write down the exact fault and where it is (which socket, which exit, which desk) so it can be fixed and checked again.',
        tr: 'Her “Hayır” yanıtı için sorunun tam olarak ne olduğunu ve nerede olduğunu (hangi priz, hangi çıkış, hangi masa) yazın; giderilip yeniden kontrol edilebilsin.',
      },
    },
    {
      key: 'critical_items',
      text: {
        en: 'Report a No on a critical item (exits, electrics, fire extinguisher, trip hazards) to the person in charge on the day of the visit.',
        tr: 'Kritik bir maddedeki (acil çıkışlar, elektrik, yangın söndürme cihazı, takılma tehlikesi) “Hayır” yanıtını ziyaret günü sorumlu kişiye bildirin.',
      },
    },
    {
      key: 'not_applicable_reason',
      text: {
        en: 'Give the reason for each Not applicable, so the next check knows whether the item was missing or not relevant.',
        tr: 'Her “Uygulanamaz” yanıtının gerekçesini yazın; bir sonraki kontrolde maddenin eksik mi yoksa ilgisiz mi olduğu anlaşılsın.',
      },
    },
    {
      key: 'visit_conditions',
      text: {
        en: 'Record the time and conditions of the visit (daylight, season, how full the office is), which affect the lighting, temperature and noise answers.',
        tr: 'Ziyaretin saatini ve koşullarını (gün ışığı, mevsim, ofisin doluluğu) kaydedin; bunlar aydınlatma, sıcaklık ve gürültü yanıtlarını etkiler.',
      },
    },
    {
      key: 'discomfort_follow_up',
      text: {
        en: 'Record any discomfort staff mention; a workstation with complaints may need a ROSA assessment.',
        tr: 'Çalışanların dile getirdiği rahatsızlıkları kaydedin; şikâyet olan bir çalışma istasyonu için ROSA değerlendirmesi gerekebilir.',
      },
    },
  ],
};
