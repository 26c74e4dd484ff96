import type { LiftingFactor, PostureFactor, QecFactor, TaskFactor } from './factor-keys';
import type { CatalogueEntry } from './types';

/**
 * Recommendations for the body parts (REBA, RULA; QEC back, shoulder/arm, wrist/hand and neck), the
 * REBA and RULA task inputs, the WISHA lifting factors and QEC's other exposures. Written from the
 * sources in BODY_SOURCES; the product adds the measured figure, so no text quotes one.
 */
export const BODY_ENTRIES: Readonly<
  Record<PostureFactor | TaskFactor | LiftingFactor | QecFactor, CatalogueEntry>
> = {
  // ---------------------------------------------------------------------------------------------
  // Body parts (REBA, RULA; QEC back, shoulder/arm, wrist/hand, neck)
  // ---------------------------------------------------------------------------------------------
  'posture.neck': {
    title: {
      en: 'Position the work so the head can stay upright',
      tr: 'İşi, baş dik kalacak şekilde konumlandırın',
    },
    risk: {
      en: 'Neck bent forwards or backwards, twisted or tilted sideways',
      tr: 'Boynun öne ya da geriye eğilmesi, dönmesi veya yana bükülmesi',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Raise, lower or tilt the work, display or document so the main viewing area is straight ahead and slightly below eye level.',
          tr: 'İşi, ekranı veya belgeyi, en çok bakılan alan tam karşıda ve göz hizasının biraz altında kalacak şekilde yükseltin, alçaltın ya da eğin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Place often-viewed items, controls and gauges in front of the worker so the head need not turn or tip back to see them.',
          tr: 'Sık bakılan malzeme, kumanda ve göstergeleri, baş çevrilmeden veya geriye atılmadan görülecek şekilde çalışanın önüne yerleştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Improve lighting and, for fine work, magnification so the worker does not have to bring the head close to the task.',
          tr: 'Aydınlatmayı ve ince işlerde büyütmeyi iyileştirin; çalışan işi görebilmek için başını öne uzatmak zorunda kalmasın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Break up long periods of looking down or up with other tasks and short pauses in which the head can move freely.',
          tr: 'Uzun süre aşağı ya da yukarı bakılan çalışmayı başka görevlerle ve başın serbestçe hareket edebileceği kısa molalarla bölün.',
        },
      },
    ],
    suggestions: [
      {
        key: 'tilted_work_surface',
        control: 'ENGINEERING',
        text: {
          en: 'Tilted work surface or angled fixture that presents the work towards the eyes',
          tr: 'İşi göze doğru yönlendiren eğimli çalışma yüzeyi veya açılı fikstür',
        },
      },
      {
        key: 'adjustable_bench',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable workbench so fine work can be raised closer to eye level',
          tr: 'İnce işin göz hizasına yaklaştırılabilmesi için yüksekliği ayarlanabilir tezgâh',
        },
      },
      {
        key: 'monitor_arm',
        control: 'ENGINEERING',
        text: {
          en: 'Monitor arm or stand that brings displays straight ahead, at eye level',
          tr: 'Ekranları tam karşıya ve göz hizasına getiren monitör kolu veya yükseltici',
        },
      },
      {
        key: 'task_lighting',
        control: 'ENGINEERING',
        text: {
          en: 'Task light or magnifier lamp at the work point',
          tr: 'Çalışma noktasında lokal aydınlatma veya büyüteçli lamba',
        },
      },
      {
        key: 'work_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Work platform so that work above the head is done closer to eye level',
          tr: 'Baş üstündeki işin göz hizasına yakın yapılabilmesi için çalışma platformu',
        },
      },
      {
        key: 'rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation with tasks that do not need a bent or tilted head',
          tr: 'Başın eğik tutulmasını gerektirmeyen görevlerle rotasyon',
        },
      },
    ],
    sources: ['body.iso-11226', 'body.en-1005-4', 'body.hse-hsg60'],
  },

  'posture.trunk': {
    title: {
      en: 'Raise the work and bring it closer so the trunk stays upright',
      tr: 'Gövde dik kalacak şekilde işi yükseltin ve yaklaştırın',
    },
    risk: {
      en: 'Trunk bent forwards or backwards, twisted or bent sideways',
      tr: 'Gövdenin öne ya da geriye eğilmesi, dönmesi veya yana bükülmesi',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Stop placing parts and loads on the floor: deliver and store them between knee and shoulder height.',
          tr: 'Parçaların ve yüklerin yere bırakılmasına son verin; bunları diz ile omuz yüksekliği arasında teslim alın ve depolayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Bring the work close to elbow height (a little lower for heavy work, higher for fine work) with adjustable benches or lift tables.',
          tr: 'Ayarlanabilir tezgâh veya kaldırma masasıyla işi dirsek hizasına yaklaştırın (ağır işte biraz daha alçak, hassas işte daha yüksek).',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Keep items within forearm reach in front of the worker, and use turntables or swivel seats so the worker does not twist.',
          tr: 'Malzemeleri çalışanın önünde, ön kol erişim mesafesinde tutun; gövdenin dönmemesi için döner tabla veya döner sandalye kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Until bending is designed out, rotate workers and plan pauses so the trunk is not kept bent for long periods.',
          tr: 'Eğilme tasarımla giderilene kadar rotasyon yapın ve gövdenin uzun süre eğik kalmaması için molaları planlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'raised_supply',
        control: 'ELIMINATE',
        text: {
          en: 'Parts delivered in raised racks or on pallet stands instead of on the floor',
          tr: 'Yere değil, yükseltilmiş raflara veya palet sehpalarına teslim edilen parçalar',
        },
      },
      {
        key: 'lift_table',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable work table (lift table or scissor lift)',
          tr: 'Yüksekliği ayarlanabilir çalışma masası (kaldırma masası veya makaslı platform)',
        },
      },
      {
        key: 'tilting_stand',
        control: 'ENGINEERING',
        text: {
          en: 'Tilting stand that tips the container towards the worker',
          tr: 'Kasayı çalışana doğru eğen devirme sehpası',
        },
      },
      {
        key: 'self_levelling',
        control: 'ENGINEERING',
        text: {
          en: 'Spring-loaded or self-levelling bin or pallet that keeps the top layer at a constant height',
          tr: 'Üst katmanı sabit yükseklikte tutan yaylı veya kendiliğinden yükselen kasa ya da palet platformu',
        },
      },
      {
        key: 'turntable',
        control: 'ENGINEERING',
        text: {
          en: 'Turntable or rotating shelf that brings items in front of the worker',
          tr: 'Malzemeyi çalışanın önüne getiren döner tabla veya döner raf',
        },
      },
      {
        key: 'extended_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Tools with extended shafts for jobs that must be done at floor level',
          tr: 'Zemin hizasında yapılması zorunlu işler için uzatılmış gövdeli aletler',
        },
      },
    ],
    sources: ['body.cal-osha-niosh-2007', 'body.iso-11226', 'body.en-1005-4'],
  },

  'posture.upper_arm': {
    title: {
      en: 'Arrange the work so the hands stay below shoulder height',
      tr: 'İşi, eller omuz hizasının altında kalacak şekilde düzenleyin',
    },
    risk: {
      en: 'Upper arm raised forwards or sideways, or shoulder lifted',
      tr: 'Üst kolun öne veya yana kaldırılması ya da omzun yukarı çekilmesi',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove work above the shoulders where possible, e.g. pre-assemble upper parts at bench height or turn the product over.',
          tr: 'Mümkün olduğunda omuz üstü çalışmayı kaldırın; örneğin üst parçaları tezgâh yüksekliğinde önceden monte edin veya ürünü ters çevirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Lower the work, shelves or controls, or raise the worker on a platform, so the hands work close to elbow height.',
          tr: 'Ellerin dirsek hizasına yakın çalışması için işi, rafları veya kumandaları alçaltın ya da çalışanı bir platformla yükseltin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Bring parts, tools and controls within forearm reach in front of the body, and support the arm for precise work.',
          tr: 'Parçaları, aletleri ve kumandaları gövdenin önünde ön kol erişim mesafesine getirin; hassas işlerde kolu destekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Limit time with raised arms by rotating tasks and building in pauses in which the arms can hang relaxed.',
          tr: 'Görev rotasyonu ve kolların gevşekçe sarkabileceği kısa molalarla kolların kaldırılmış kaldığı süreyi sınırlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'adjustable_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Height-adjustable work platform for tasks above shoulder height',
          tr: 'Omuz hizasının üstündeki işler için yüksekliği ayarlanabilir çalışma platformu',
        },
      },
      {
        key: 'extension_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Extension poles or long-reach tools for occasional work above the head',
          tr: 'Ara sıra yapılan baş üstü işler için uzatma çubukları veya uzun erişimli aletler',
        },
      },
      {
        key: 'tool_balancer',
        control: 'ENGINEERING',
        text: {
          en: 'Tool balancer or articulated arm that carries the weight of heavy tools',
          tr: 'Ağır aletlerin ağırlığını taşıyan alet dengeleyici (balanser) veya mafsallı kol',
        },
      },
      {
        key: 'gravity_rack',
        control: 'ENGINEERING',
        text: {
          en: 'Tilted parts bins or a gravity-feed rack within forearm reach',
          tr: 'Ön kol erişim mesafesinde eğimli parça kutuları veya eğimli beslemeli raf',
        },
      },
      {
        key: 'arm_support',
        control: 'ENGINEERING',
        text: {
          en: 'Padded forearm or elbow rest for precise work',
          tr: 'Hassas işler için yumuşak ön kol veya dirsek desteği',
        },
      },
      {
        key: 'rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation with tasks done at waist height',
          tr: 'Bel hizasında yapılan görevlerle rotasyon',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.iso-11226', 'body.en-1005-4'],
  },

  'posture.lower_arm': {
    title: {
      en: 'Place the work where the elbow can stay near a right angle',
      tr: 'İşi, dirsek dik açıya yakın kalacak şekilde yerleştirin',
    },
    risk: {
      en: 'Elbow angle outside mid-range, or arm working across or to the side',
      tr: 'Dirsek açısının orta aralık dışında olması, çapraz ya da yana uzanma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Set the work height and distance so the elbows stay close to the body and bent at about a right angle.',
          tr: 'Çalışma yüksekliğini ve uzaklığını, dirsekler gövdeye yakın ve yaklaşık dik açıda kalacak şekilde ayarlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Place parts and tools in front of the body on the side of the hand that uses them, so the arm need not cross the body or reach out.',
          tr: 'Parça ve aletleri gövdenin önünde, onları kullanan elin tarafına yerleştirin; kol gövdenin önünden çaprazlamasın veya yana uzanmasın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Arrange the work sequence so that reaches to far or awkward points are occasional rather than part of every cycle.',
          tr: 'İş sırasını, uzak veya zor noktalara uzanma her çevrimde değil yalnızca ara sıra gerekecek şekilde düzenleyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'elbow_height_bench',
        control: 'ENGINEERING',
        text: {
          en: "Height-adjustable workbench set to the worker's elbow height",
          tr: 'Çalışanın dirsek yüksekliğine ayarlanan, yüksekliği ayarlanabilir tezgâh',
        },
      },
      {
        key: 'bins_same_side',
        control: 'ENGINEERING',
        text: {
          en: 'Parts bins placed in front, on the side of the hand that uses them',
          tr: 'Önde ve onları kullanan elin tarafında konumlandırılmış parça kutuları',
        },
      },
      {
        key: 'rotating_fixture',
        control: 'ENGINEERING',
        text: {
          en: 'Rotating or sliding fixture that brings the work point in front of the worker',
          tr: 'Çalışma noktasını çalışanın önüne getiren döner veya kayar fikstür',
        },
      },
      {
        key: 'suspended_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Suspended tools or tool holders within forearm reach',
          tr: 'Ön kol erişim mesafesinde asılı aletler veya alet tutucular',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.rula-1993'],
  },

  'posture.wrist': {
    title: {
      en: 'Redesign tools and layout so the wrist can stay straight',
      tr: 'El bileği düz kalacak şekilde aletleri ve yerleşimi yeniden düzenleyin',
    },
    risk: {
      en: 'Wrist bent, deviated sideways or twisted',
      tr: 'El bileğinin bükülmesi, yana sapması veya dönmesi',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove repeated twisting and gripping by hand, e.g. use powered tools instead of manual screwdriving or cutting.',
          tr: 'Elle tekrarlanan döndürme ve kavramayı ortadan kaldırın; örneğin elle vidalama veya kesme yerine motorlu alet kullanın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Match the grip to the work: a pistol grip for vertical surfaces, an in-line grip for horizontal surfaces at about elbow height.',
          tr: 'Aletin kavrama biçimini işe göre seçin: dikey yüzeylerde tabanca tipi, dirsek hizasındaki yatay yüzeylerde düz tip.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Reorient the part, fixture or work surface so the hand approaches it with a straight wrist.',
          tr: 'Parçanın, fikstürün veya çalışma yüzeyinin açısını, el işe düz bir el bileğiyle yaklaşacak şekilde değiştirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Reduce bent-wrist actions in each cycle and alternate with tasks that use different hand postures.',
          tr: 'Her çevrimdeki bükük el bileği hareketlerini azaltın ve farklı el duruşları gerektiren görevlerle dönüşümlü çalışın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'powered_driver',
        control: 'ELIMINATE',
        text: {
          en: 'Powered screwdriver or nut runner instead of a manual one',
          tr: 'Elle kullanılan yerine motorlu tornavida veya somun sıkma makinesi',
        },
      },
      {
        key: 'grip_to_orientation',
        control: 'ENGINEERING',
        text: {
          en: 'Pistol-grip or in-line tool chosen to suit the work orientation',
          tr: 'İşin konumuna göre seçilmiş tabanca tipi veya düz tip alet',
        },
      },
      {
        key: 'bent_handle_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Bent-handled tools (e.g. pliers or knives) that keep the wrist straight',
          tr: 'El bileğini düz tutan eğik tutamaklı aletler (ör. pense veya bıçak)',
        },
      },
      {
        key: 'tilting_fixture',
        control: 'ENGINEERING',
        text: {
          en: 'Tilting or rotating fixture that presents the part at a suitable angle',
          tr: 'Parçayı uygun açıda sunan eğilebilir veya döner fikstür',
        },
      },
      {
        key: 'work_height',
        control: 'ENGINEERING',
        text: {
          en: 'Work surface lowered or raised to remove wrist bending',
          tr: 'El bileğinin bükülmesini önleyecek şekilde alçaltılmış veya yükseltilmiş çalışma yüzeyi',
        },
      },
      {
        key: 'rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation with tasks that do not require bent-wrist work',
          tr: 'El bileğinin bükülmesini gerektirmeyen görevlerle rotasyon',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.iso-11228-3'],
  },

  'posture.leg': {
    title: {
      en: 'Provide a stable, balanced stance with both feet supported',
      tr: 'Her iki ayağın desteklendiği dengeli bir duruş sağlayın',
    },
    risk: {
      en: 'Weight on one leg, bent knees, or legs and feet unsupported',
      tr: 'Tek bacağa yüklenme, bükük dizler veya desteksiz bacak ve ayaklar',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Raise work done at floor or knee level to working height so that kneeling and squatting are no longer needed.',
          tr: 'Diz çökme ve çömelme gereğini ortadan kaldırmak için zemin veya diz hizasındaki işi çalışma yüksekliğine çıkarın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a level, stable standing surface and foot space under the bench so both feet can take the weight.',
          tr: 'Düz ve sağlam bir basma yüzeyi ile tezgâh altında ayak boşluğu sağlayın; ağırlık her iki ayağa dağılabilsin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'For seated work, adjust the seat height and provide a footrest so the feet rest flat and the thighs are supported.',
          tr: 'Oturarak yapılan işlerde oturak yüksekliğini ayarlayın ve ayak desteği sağlayın; ayaklar düz bassın, uyluklar desteklensin.',
        },
      },
      {
        control: 'PPE',
        text: {
          en: 'Where kneeling cannot yet be avoided, provide knee pads suited to the floor and the task.',
          tr: 'Diz çökmenin henüz önlenemediği işlerde zemine ve işe uygun dizlik sağlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'raise_low_work',
        control: 'ELIMINATE',
        text: {
          en: 'Stand or trestle that raises low work to working height',
          tr: 'Alçaktaki işi çalışma yüksekliğine çıkaran sehpa veya destek',
        },
      },
      {
        key: 'work_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Stable work platform instead of standing on steps, rungs or uneven ground',
          tr: 'Basamak, merdiven ya da engebeli zemin yerine sağlam çalışma platformu',
        },
      },
      {
        key: 'foot_space',
        control: 'ENGINEERING',
        text: {
          en: 'Clear knee and foot space under the workbench',
          tr: 'Tezgâh altında engelsiz diz ve ayak boşluğu',
        },
      },
      {
        key: 'footrest',
        control: 'ENGINEERING',
        text: {
          en: 'Footrest for seated work where the feet do not reach the floor',
          tr: 'Ayakların yere yetişmediği oturarak çalışmalar için ayak desteği',
        },
      },
      {
        key: 'rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation with standing or walking tasks to limit kneeling and squatting',
          tr: 'Diz çökme ve çömelmeyi sınırlamak için ayakta veya yürüyerek yapılan görevlerle rotasyon',
        },
      },
      {
        key: 'knee_pads',
        control: 'PPE',
        text: {
          en: 'Knee pads for kneeling work that cannot yet be avoided',
          tr: 'Henüz önlenemeyen diz çökerek çalışma için dizlik',
        },
      },
    ],
    sources: ['body.iso-11226', 'body.reba-2000'],
  },

  // ---------------------------------------------------------------------------------------------
  // Task inputs (REBA, RULA; task.coupling also WISHA's grip quality)
  // ---------------------------------------------------------------------------------------------
  'task.load': {
    title: {
      en: 'Reduce the load or force, or let equipment take it',
      tr: 'Yükü veya kuvveti azaltın ya da ağırlığı ekipmana aktarın',
    },
    risk: {
      en: 'Heavy load handled or high force exerted',
      tr: 'Ağır yükün elle taşınması veya yüksek kuvvet uygulanması',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove manual handling of the load by mechanising or automating it, e.g. with conveyors or powered transfer.',
          tr: 'Konveyör veya motorlu aktarım gibi mekanizasyon ya da otomasyon çözümleriyle yükün elle taşınmasını ortadan kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide handling aids such as vacuum lifters, hoists or tool balancers so the equipment bears the weight or force.',
          tr: 'Ağırlığı veya kuvveti ekipmanın karşılaması için vakumlu kaldırıcı, vinç ya da alet dengeleyici gibi taşıma yardımcıları sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Reduce the weight of each load or the force needed: smaller containers, lighter packaging, sharp tools, easy-fitting parts.',
          tr: 'Her yükün ağırlığını veya gereken kuvveti azaltın: daha küçük kasalar, daha hafif ambalaj, keskin aletler, kolay geçen parçalar.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Where a heavy load must still be handled, set a team-handling procedure and train workers in good handling technique.',
          tr: 'Ağır bir yükün hâlâ elle taşınması gerekiyorsa ekiple taşıma prosedürü belirleyin ve çalışanlara doğru taşıma tekniğini öğretin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'conveyor',
        control: 'ELIMINATE',
        text: {
          en: 'Conveyor or roller track between stations instead of carrying',
          tr: 'Elle taşıma yerine istasyonlar arasında konveyör veya makaralı hat',
        },
      },
      {
        key: 'vacuum_lifter',
        control: 'ENGINEERING',
        text: {
          en: 'Vacuum tube lifter or hoist for repeated lifting',
          tr: 'Tekrarlanan kaldırmalar için vakumlu tüp kaldırıcı veya vinç',
        },
      },
      {
        key: 'trolley',
        control: 'ENGINEERING',
        text: {
          en: 'Trolley or cart for moving loads instead of carrying them',
          tr: 'Yükleri elde taşımak yerine taşıma arabası',
        },
      },
      {
        key: 'smaller_containers',
        control: 'ENGINEERING',
        text: {
          en: 'Smaller or half-size containers agreed with the supplier',
          tr: 'Tedarikçiyle anlaşılarak daha küçük veya yarım boy kasalar',
        },
      },
      {
        key: 'tool_balancer',
        control: 'ENGINEERING',
        text: {
          en: "Tool balancer or torque reaction arm so the hand does not bear the tool's weight or torque",
          tr: 'Aletin ağırlığını veya torkunu elin karşılamaması için alet dengeleyici ya da tork reaksiyon kolu',
        },
      },
      {
        key: 'team_handling',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Team handling procedure for occasional heavy loads',
          tr: 'Ara sıra taşınan ağır yükler için ekiple taşıma prosedürü',
        },
      },
    ],
    sources: ['body.hse-indg143', 'body.tr-elle-tasima-2013', 'body.cal-osha-niosh-2007'],
  },

  'task.shock': {
    title: {
      en: 'Replace jerky or impact actions with a steady, controlled force',
      tr: 'Ani ve darbeli kuvvet yerine kontrollü, dengeli kuvvet kullanın',
    },
    risk: {
      en: 'Shock or rapid build-up of force',
      tr: 'Ani darbe veya hızlı kuvvet artışı',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Stop using the hand as a hammer: seat, knock or free parts with a press, jig or suitable tool.',
          tr: 'Eli çekiç gibi kullanmaya son verin; parçaları pres, aparat veya uygun bir aletle yerine oturtun, çakın ya da ayırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fix the causes of stuck or jammed parts and loads (tolerances, maintenance, release agents) so they need no jerking.',
          tr: 'Parça ve yüklerin sıkışma nedenlerini (toleranslar, bakım, ayırıcı maddeler) giderin; asılarak çekilmeleri gerekmesin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Choose tools with low reaction torque or kickback, or fit reaction arms, to avoid sudden jolts to the hand and arm.',
          tr: 'Ele ve kola ani sarsıntı gelmemesi için reaksiyon torku ve geri tepmesi düşük aletler seçin ya da tork reaksiyon kolu takın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Train workers to move loads smoothly, without snatching or throwing, and to stop and get help when a load is stuck.',
          tr: 'Çalışanlara yükleri ani çekişler yapmadan ve fırlatmadan taşımayı, yük sıkıştığında durup yardım istemeyi öğretin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'press_or_clamp',
        control: 'ELIMINATE',
        text: {
          en: 'Arbor press or toggle clamp instead of striking parts with the palm',
          tr: 'Parçalara avuçla vurmak yerine el presi veya mafsallı bağlama aparatı',
        },
      },
      {
        key: 'shutoff_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Shut-off or clutch-type nut runners instead of stall-type tools',
          tr: 'Stall tipi aletler yerine otomatik kesmeli veya kavramalı somun sıkma makineleri',
        },
      },
      {
        key: 'reaction_arm',
        control: 'ENGINEERING',
        text: {
          en: 'Torque reaction arm on powered nut runners',
          tr: 'Motorlu somun sıkma makinelerinde tork reaksiyon kolu',
        },
      },
      {
        key: 'rollers',
        control: 'ENGINEERING',
        text: {
          en: 'Rollers or slide plates so loads can be moved without jerking',
          tr: 'Yüklerin asılmadan hareket ettirilebilmesi için makaralar veya kaydırma plakaları',
        },
      },
      {
        key: 'technique_refresher',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Handling refresher: smooth movements, no snatching or throwing',
          tr: 'Taşıma tekniği tazeleme eğitimi: kontrollü hareket, ani çekiş ve fırlatma yok',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.hse-l23'],
  },

  'task.coupling': {
    title: {
      en: 'Provide good handles or hand-holds on the load',
      tr: 'Yüke uygun tutamaklar veya kavrama yerleri sağlayın',
    },
    risk: {
      en: 'Poor coupling: no suitable handles or hand-holds',
      tr: 'Zayıf kavrama: uygun tutamak veya kavrama yerinin olmaması',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Fit handles or cut-out hand-holds to containers and parts, sized for a full power grip, with gloves if they are worn.',
          tr: 'Kasalara ve parçalara, eldivenle de tam avuç kavramasına uygun boyutta tutamaklar veya oyuk kavrama yerleri ekleyin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Replace sacks and slippery or awkward items with rigid containers with handles, or use lifting aids that grip the load.',
          tr: 'Çuvalları, kaygan veya biçimsiz malzemeleri tutamaklı sert kasalarla değiştirin ya da yükü kavrayan kaldırma yardımcıları kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Specify handles and hand-holds when buying containers and when agreeing packaging with suppliers.',
          tr: 'Kasa satın alırken ve tedarikçilerle ambalaj üzerinde anlaşırken tutamak ve kavrama yeri şartı koyun.',
        },
      },
      {
        control: 'PPE',
        text: {
          en: 'Where loads are slippery, rough or cold, provide well-fitting gloves that improve grip.',
          tr: 'Kaygan, pürüzlü veya soğuk yüklerde kavramayı iyileştiren ve ele iyi oturan eldivenler sağlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'handled_totes',
        control: 'ENGINEERING',
        text: {
          en: 'Totes with cut-out hand-holds or handles',
          tr: 'Oyuk kavrama yerli veya tutamaklı kasalar',
        },
      },
      {
        key: 'panel_carrier',
        control: 'ENGINEERING',
        text: {
          en: 'Panel carrier or clip-on handles for sheets and boards',
          tr: 'Levha ve panolar için levha taşıyıcı veya takılıp çıkarılabilen tutamaklar',
        },
      },
      {
        key: 'vacuum_gripper',
        control: 'ENGINEERING',
        text: {
          en: 'Vacuum lifter or gripper for items with no hand-holds',
          tr: 'Kavrama yeri olmayan malzemeler için vakumlu kaldırıcı veya tutucu',
        },
      },
      {
        key: 'tool_grips',
        control: 'ENGINEERING',
        text: {
          en: 'Non-slip, correctly sized grips on hand tools',
          tr: 'El aletlerinde kaymaz ve ele uygun boyutta tutamaklar',
        },
      },
      {
        key: 'purchasing_spec',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Handle requirements written into purchasing and packaging specifications',
          tr: 'Satın alma ve ambalaj şartnamelerine yazılmış tutamak gereklilikleri',
        },
      },
      {
        key: 'grip_gloves',
        control: 'PPE',
        text: {
          en: 'Well-fitting gloves with a grip-enhancing palm',
          tr: 'Avuç içi kavramayı artıran, ele iyi oturan eldivenler',
        },
      },
    ],
    sources: ['body.niosh-rle-1994', 'body.hse-l23'],
  },

  'task.static_posture': {
    title: {
      en: 'Support body parts that are held still, and let the posture change',
      tr: 'Sabit tutulan vücut bölgelerini destekleyin, duruşun değişmesine olanak verin',
    },
    risk: {
      en: 'A body part held in one position for more than a minute',
      tr: 'Bir vücut bölgesinin bir dakikadan uzun süre aynı konumda tutulması',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove holding tasks: use jigs, clamps or fixtures to hold parts and tools instead of the hand or arm.',
          tr: 'Tutma işini ortadan kaldırın; parçaları ve aletleri el veya kol yerine aparat, mengene ya da fikstürle sabitleyin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Support the body part that is held, e.g. with forearm rests or a sit-stand seat, and set the work height so nothing is held raised.',
          tr: 'Sabit tutulan bölgeyi ön kol desteği veya yarı oturma taburesiyle destekleyin; çalışma yüksekliğini kollar havada kalmayacak şekilde ayarlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Build posture changes and short pauses into the work cycle, and rotate with tasks that use other body parts.',
          tr: 'İş çevrimine duruş değişiklikleri ve kısa molalar ekleyin; başka vücut bölgelerini kullanan görevlerle rotasyon yapın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'holding_fixture',
        control: 'ELIMINATE',
        text: {
          en: 'Clamp, vice or fixture that holds the part instead of the hand',
          tr: 'Parçayı el yerine tutan bağlama aparatı, mengene veya fikstür',
        },
      },
      {
        key: 'tool_holder',
        control: 'ENGINEERING',
        text: {
          en: 'Tool holder or balancer so tools are not held between uses',
          tr: 'Aletlerin kullanımlar arasında elde tutulmaması için alet tutucu veya dengeleyici',
        },
      },
      {
        key: 'forearm_support',
        control: 'ENGINEERING',
        text: {
          en: 'Forearm or elbow support for precise work',
          tr: 'Hassas işler için ön kol veya dirsek desteği',
        },
      },
      {
        key: 'sit_stand_stool',
        control: 'ENGINEERING',
        text: {
          en: 'Sit-stand stool so that standing and sitting can alternate',
          tr: 'Ayakta ve oturarak çalışmanın dönüşümlü yapılabilmesi için yarı oturma taburesi',
        },
      },
      {
        key: 'anti_fatigue_mat',
        control: 'ENGINEERING',
        text: {
          en: 'Anti-fatigue mat where work is done standing in one place',
          tr: 'Tek yerde ayakta yapılan işler için yorgunluk önleyici paspas',
        },
      },
      {
        key: 'micro_pauses',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Scheduled short pauses and job rotation',
          tr: 'Planlı kısa molalar ve iş rotasyonu',
        },
      },
    ],
    sources: ['body.iso-11226', 'body.en-1005-4', 'body.reba-2000'],
  },

  'task.repetition': {
    title: {
      en: 'Reduce how often the same small movement is repeated',
      tr: 'Aynı küçük hareketin tekrar sıklığını azaltın',
    },
    risk: {
      en: 'Small-range actions repeated more than four times a minute',
      tr: "Dakikada 4'ten fazla tekrarlanan küçük açılı hareketler",
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Mechanise or automate the most repeated actions, e.g. with powered tools, automatic feeders or dispensers.',
          tr: 'En sık tekrarlanan hareketleri motorlu aletler, otomatik besleyiciler veya dağıtıcılarla mekanize edin ya da otomatikleştirin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Redesign the workstation and tools to cut needless movements such as re-gripping, repositioning or reaching for parts.',
          tr: 'Yeniden kavrama, parçayı yeniden konumlandırma veya parçaya uzanma gibi gereksiz hareketleri azaltacak şekilde istasyonu ve aletleri düzenleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Vary the job, rotate between tasks that use different muscle groups and plan regular short breaks.',
          tr: 'İşi çeşitlendirin, farklı kas gruplarını kullanan görevler arasında rotasyon yapın ve düzenli kısa molalar planlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'auto_feeder',
        control: 'ELIMINATE',
        text: {
          en: 'Automatic feeder, dispenser or labeller for the most repeated action',
          tr: 'En sık tekrarlanan hareket için otomatik besleyici, dağıtıcı veya etiketleyici',
        },
      },
      {
        key: 'powered_tool',
        control: 'ELIMINATE',
        text: {
          en: 'Powered tool instead of repeated manual squeezing or turning',
          tr: 'Elle tekrarlanan sıkma veya döndürme yerine motorlu alet',
        },
      },
      {
        key: 'oriented_parts',
        control: 'ENGINEERING',
        text: {
          en: 'Parts presented in the right orientation so they need no re-gripping',
          tr: 'Yeniden kavramayı gerektirmeyen, doğru yönde sunulan parçalar',
        },
      },
      {
        key: 'rotation_plan',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation plan with tasks that use different muscle groups',
          tr: 'Farklı kas gruplarını kullanan görevlerle rotasyon planı',
        },
      },
      {
        key: 'short_breaks',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short, frequent breaks away from the repetitive task',
          tr: 'Tekrarlı işten uzakta kısa ve sık molalar',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.hse-indg438', 'body.iso-11228-3'],
  },

  'task.large_range_changes': {
    title: {
      en: 'Give a stable base and avoid sudden large changes in posture',
      tr: 'Sağlam bir duruş tabanı sağlayın, ani ve büyük duruş değişikliklerini önleyin',
    },
    risk: {
      en: 'Rapid large changes in posture or an unstable base',
      tr: 'Hızlı ve büyük duruş değişiklikleri veya dengesiz duruş tabanı',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove the causes of sudden whole-body movements, such as catching or throwing loads or reaching from floor to overhead.',
          tr: 'Yük yakalama veya fırlatma, yerden baş üstüne uzanma gibi ani tüm vücut hareketlerinin nedenlerini ortadan kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide a firm, level, non-slip standing surface or a proper work platform instead of ladders, boxes or uneven ground.',
          tr: 'Merdiven, kasa veya engebeli zemin yerine sağlam, düz ve kaymaz bir basma yüzeyi ya da uygun bir çalışma platformu sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Keep loads and parts in one height band near the worker so the cycle does not swing between floor and overhead.',
          tr: 'Yükleri ve parçaları çalışana yakın, tek bir yükseklik aralığında tutun; çevrim yer ile baş üstü arasında gidip gelmesin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Plan the task so movements are steady and unhurried, with the feet repositioned instead of lunging or twisting.',
          tr: 'İşi acelesiz ve kontrollü hareketlerle yapılacak şekilde planlayın; ani uzanma veya dönme yerine ayaklar yeniden konumlansın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'chute_not_throw',
        control: 'ELIMINATE',
        text: {
          en: 'Chute, slide or conveyor instead of throwing or catching loads',
          tr: 'Yük fırlatma veya yakalama yerine oluk, kaydırak veya konveyör',
        },
      },
      {
        key: 'mobile_platform',
        control: 'ENGINEERING',
        text: {
          en: 'Mobile work platform with guard rails instead of a stepladder',
          tr: 'Seyyar merdiven yerine korkuluklu, tekerlekli çalışma platformu',
        },
      },
      {
        key: 'non_slip_floor',
        control: 'ENGINEERING',
        text: {
          en: 'Level, non-slip flooring or anti-slip matting at the workstation',
          tr: 'Çalışılan yerde düz ve kaymaz zemin veya kaymaz paspas',
        },
      },
      {
        key: 'storage_band',
        control: 'ENGINEERING',
        text: {
          en: 'Racks reorganised so stock sits between knee and shoulder height',
          tr: 'Malzemeyi diz ile omuz yüksekliği arasında tutacak şekilde yeniden düzenlenmiş raflar',
        },
      },
      {
        key: 'set_down_method',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Work method that sets the load down before changing direction',
          tr: 'Yön değiştirmeden önce yükün bir yüzeye bırakıldığı çalışma yöntemi',
        },
      },
    ],
    sources: ['body.reba-2000', 'body.hse-l23'],
  },

  'task.muscle_use': {
    title: {
      en: 'Reduce static holding and repeated actions of the upper body',
      tr: 'Üst vücutta sabit tutmayı ve tekrarlanan hareketleri azaltın',
    },
    risk: {
      en: 'Mainly static or frequently repeated muscle use',
      tr: 'Çoğunlukla statik veya sık tekrarlanan kas kullanımı',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove holding and the most repeated actions with fixtures, jigs, powered tools or automation.',
          tr: 'Tutma işini ve en sık tekrarlanan hareketleri fikstür, aparat, motorlu alet veya otomasyonla ortadan kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Support the arms, hands and neck in sustained work, e.g. with forearm rests, tool balancers or a work height near the elbow.',
          tr: 'Uzun süren işlerde kolları, elleri ve boynu ön kol desteği, alet dengeleyici veya dirsek hizasına yakın çalışma yüksekliğiyle destekleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotate between tasks that load different muscle groups, and schedule short, frequent pauses for recovery.',
          tr: 'Farklı kas gruplarını yükleyen görevler arasında rotasyon yapın ve kasların toparlanması için kısa, sık molalar planlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'holding_fixture',
        control: 'ELIMINATE',
        text: {
          en: 'Fixture or clamp that holds the workpiece',
          tr: 'İş parçasını tutan fikstür veya bağlama aparatı',
        },
      },
      {
        key: 'powered_tool',
        control: 'ELIMINATE',
        text: {
          en: 'Powered tool or automatic feeder for the most repeated action',
          tr: 'En sık tekrarlanan hareket için motorlu alet veya otomatik besleyici',
        },
      },
      {
        key: 'tool_balancer',
        control: 'ENGINEERING',
        text: {
          en: "Tool balancer so the arm does not hold the tool's weight",
          tr: 'Aletin ağırlığının kolla taşınmaması için alet dengeleyici',
        },
      },
      {
        key: 'forearm_rest',
        control: 'ENGINEERING',
        text: {
          en: 'Forearm support or armrest at the edge of the work surface',
          tr: 'Çalışma yüzeyinin kenarında ön kol desteği veya kolçak',
        },
      },
      {
        key: 'rotation',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Job rotation with tasks that use different muscle groups',
          tr: 'Farklı kas gruplarını kullanan görevlerle iş rotasyonu',
        },
      },
      {
        key: 'micro_pauses',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Short pauses built into the work cycle',
          tr: 'İş çevrimine yerleştirilmiş kısa molalar',
        },
      },
    ],
    sources: ['body.rula-1993', 'body.hse-hsg60'],
  },

  // ---------------------------------------------------------------------------------------------
  // WISHA lifting
  // ---------------------------------------------------------------------------------------------
  'lifting.weight': {
    title: {
      en: 'Reduce the weight lifted, or lift with a handling aid',
      tr: 'Kaldırılan ağırlığı azaltın veya kaldırma yardımcısı kullanın',
    },
    risk: {
      en: 'Load heavier than the safe weight limit for the lift',
      tr: 'Kaldırma için güvenli ağırlık sınırını aşan yük',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Avoid manual lifting of this load: mechanise it with a hoist, lift truck, conveyor or vacuum lifter.',
          tr: 'Bu yükün elle kaldırılmasından kaçının; vinç, istif makinesi, konveyör veya vakumlu kaldırıcıyla mekanize edin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: "Reduce each load's weight with smaller containers, partial fills or split packs, agreed with suppliers where needed.",
          tr: 'Daha küçük kasalar, kısmi doldurma veya bölünmüş paketlerle her yükün ağırlığını azaltın; gerekirse tedarikçilerle anlaşın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Move the start and end of the lift to about waist height and close to the body, which raises the safe weight limit.',
          tr: 'Kaldırmanın başladığı ve bittiği noktaları bel hizasına ve gövdeye yaklaştırın; bu, güvenli ağırlık sınırını yükseltir.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Until the lift is redesigned, use team lifting with a clear procedure and mark the weight on heavy loads.',
          tr: 'Kaldırma yeniden tasarlanana kadar açık bir prosedürle ekip olarak kaldırın ve ağır yüklerin üzerine ağırlığını yazın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'vacuum_or_jib',
        control: 'ELIMINATE',
        text: {
          en: 'Vacuum tube lifter or jib crane with hoist at the workstation',
          tr: 'Çalışılan yerde vakumlu tüp kaldırıcı veya pergel vinç',
        },
      },
      {
        key: 'powered_truck',
        control: 'ELIMINATE',
        text: {
          en: 'Powered pallet truck or conveyor so that the load is not lifted by hand',
          tr: 'Yükün elle kaldırılmasına gerek bırakmayan akülü transpalet veya konveyör',
        },
      },
      {
        key: 'smaller_packs',
        control: 'ENGINEERING',
        text: {
          en: 'Smaller containers or split packs from the supplier',
          tr: 'Tedarikçiden daha küçük kasalar veya bölünmüş paketler',
        },
      },
      {
        key: 'lift_table',
        control: 'ENGINEERING',
        text: {
          en: 'Lift table or pallet positioner that keeps the load at waist height',
          tr: 'Yükü bel hizasında tutan kaldırma masası veya palet konumlandırıcı',
        },
      },
      {
        key: 'team_lift',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Team lift procedure, with the weight marked on the load',
          tr: 'Ekip olarak kaldırma prosedürü ve yükün üzerinde ağırlık işareti',
        },
      },
    ],
    sources: ['body.wisha-2000', 'body.niosh-rle-1994', 'body.hse-indg143'],
  },

  'lifting.frequency': {
    title: {
      en: 'Reduce how often lifts are made and how long lifting lasts',
      tr: 'Kaldırma sıklığını ve vardiyadaki kaldırma süresini azaltın',
    },
    risk: {
      en: 'Frequent lifting over a long part of the shift',
      tr: 'Vardiyanın uzun bir bölümünde sık kaldırma',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Remove repeated lifts by mechanising the flow, e.g. with conveyors, roller tables or palletisers between stations.',
          tr: 'İstasyonlar arasında konveyör, makaralı masa veya paletleme sistemiyle akışı mekanize ederek tekrarlanan kaldırmaları ortadan kaldırın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Remove double handling: lay out the process so that each item is lifted once and otherwise slid or rolled.',
          tr: 'Aynı parçanın birden çok kez kaldırılmasını önleyin; süreci, her parça bir kez kaldırılacak, diğer aşamalarda kaydırılacak veya yuvarlanacak şekilde düzenleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Limit continuous lifting time by rotating workers to non-lifting tasks and planning recovery breaks through the shift.',
          tr: 'Kaldırma içermeyen görevlerle rotasyon yapın ve vardiya boyunca dinlenme araları planlayarak kesintisiz kaldırma süresini sınırlayın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Set pace and quantities so the number of lifts per minute stays manageable, and share peaks among more workers.',
          tr: 'Dakikadaki kaldırma sayısının yönetilebilir kalması için tempo ve miktarları ayarlayın; yoğun dönemlerde işi daha çok çalışana paylaştırın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'roller_conveyor',
        control: 'ELIMINATE',
        text: {
          en: 'Roller conveyor or ball transfer table between stations',
          tr: 'İstasyonlar arasında makaralı konveyör veya bilyeli aktarma masası',
        },
      },
      {
        key: 'no_double_handling',
        control: 'ENGINEERING',
        text: {
          en: 'Layout change so items are slid onwards, not lifted again',
          tr: 'Parçaların yeniden kaldırılmadan kaydırılarak ilerlediği yerleşim değişikliği',
        },
      },
      {
        key: 'pallet_positioner',
        control: 'ENGINEERING',
        text: {
          en: 'Pallet positioner or turntable so each lift is short and at waist height',
          tr: 'Her kaldırmanın kısa mesafede ve bel hizasında yapılması için palet konumlandırıcı veya döner tabla',
        },
      },
      {
        key: 'rotation_plan',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Rotation plan that alternates lifting and non-lifting tasks',
          tr: 'Kaldırma içeren ve içermeyen görevleri dönüşümlü kılan rotasyon planı',
        },
      },
      {
        key: 'peak_cover',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Extra worker or buffer storage at peak times',
          tr: 'Yoğun saatlerde ek çalışan veya ara stok alanı',
        },
      },
    ],
    sources: ['body.wisha-2000', 'body.niosh-rle-1994', 'body.hse-l23'],
  },

  'lifting.twisting': {
    title: {
      en: 'Lay out the lift so it can be made without twisting',
      tr: 'Kaldırmayı gövde döndürülmeden yapılabilecek şekilde düzenleyin',
    },
    risk: {
      en: 'Trunk twisting during the lift',
      tr: 'Kaldırma sırasında gövdenin dönmesi',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Put the pick-up and set-down points in front of the worker, or close together, so the load moves without the trunk turning.',
          tr: 'Alma ve bırakma noktalarını çalışanın önüne ya da birbirine yakın yerleştirin; yük, gövde dönmeden taşınabilsin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Use turntables, rotating pallet positioners or conveyors that turn the load instead of the worker.',
          tr: 'Çalışanın yerine yükü döndüren döner tabla, döner palet konumlandırıcı veya konveyör kullanın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give enough space and time to turn by moving the feet, and train workers to step round rather than twist.',
          tr: 'Ayaklarla dönmeye yetecek alan ve zaman tanıyın; çalışanlara gövdeyi burmak yerine adım atarak dönmeyi öğretin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'rotating_positioner',
        control: 'ENGINEERING',
        text: {
          en: 'Rotating pallet positioner at the pick-up point',
          tr: 'Alma noktasında döner palet konumlandırıcı',
        },
      },
      {
        key: 'conveyor_in_front',
        control: 'ENGINEERING',
        text: {
          en: 'Conveyor or chute moved in front of the worker',
          tr: 'Çalışanın önüne alınmış konveyör veya oluk',
        },
      },
      {
        key: 'clear_space',
        control: 'ENGINEERING',
        text: {
          en: 'Clear floor space around the lift so the worker can step round',
          tr: 'Çalışanın adım atarak dönebilmesi için kaldırma noktası çevresinde boş alan',
        },
      },
      {
        key: 'swivel_chair',
        control: 'ENGINEERING',
        text: {
          en: 'Swivel chair for seated handling, so the whole body turns',
          tr: 'Oturarak yapılan taşımada tüm vücudun dönebilmesi için döner sandalye',
        },
      },
      {
        key: 'turning_training',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Handling training on turning with the feet, not the trunk',
          tr: 'Gövdeyle değil ayaklarla dönme konusunda taşıma eğitimi',
        },
      },
    ],
    sources: ['body.wisha-2000', 'body.hse-indg143', 'body.niosh-rle-1994'],
  },

  'lifting.environment': {
    title: {
      en: 'Improve temperature and floor conditions where loads are lifted',
      tr: 'Yük kaldırılan yerde sıcaklık ve zemin koşullarını iyileştirin',
    },
    risk: {
      en: 'Lifting in cold, hot or slippery conditions',
      tr: 'Soğuk, sıcak veya kaygan ortamda kaldırma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Keep floors level, dry and non-slip where loads are lifted: fix leaks and drainage, use anti-slip surfaces, clean spills at once.',
          tr: 'Kaldırma yapılan zemini düz, kuru ve kaymaz tutun; sızıntı ve drenaj sorunlarını giderin, kaymaz yüzey kullanın, dökülmeleri hemen temizleyin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Where lifting is done, control heat and cold with ventilation, cooling, local heating or screens against draughts.',
          tr: 'Kaldırma yapılan yerde sıcak ve soğuğu havalandırma, soğutma, lokal ısıtma veya hava akımına karşı perdelerle kontrol altına alın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'In hot or cold conditions, schedule heavy handling for the mildest times of day, add breaks and provide drinking water.',
          tr: 'Sıcak veya soğuk koşullarda ağır taşıma işlerini günün en ılıman saatlerine planlayın, mola ekleyin ve içme suyu sağlayın.',
        },
      },
      {
        control: 'PPE',
        text: {
          en: 'Provide slip-resistant footwear and, in the cold, insulated gloves that still allow a firm grip.',
          tr: 'Kaymaz iş ayakkabısı ve soğukta sıkı kavramaya engel olmayan yalıtımlı eldivenler sağlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'sheltered_staging',
        control: 'ELIMINATE',
        text: {
          en: 'Indoor staging area so loads are handled away from rain, ice or sun',
          tr: 'Yüklerin yağmur, buz ve güneşten uzakta taşınması için kapalı ara alan',
        },
      },
      {
        key: 'anti_slip_floor',
        control: 'ENGINEERING',
        text: {
          en: 'Anti-slip flooring or matting at the lifting point',
          tr: 'Kaldırma noktasında kaymaz zemin kaplaması veya paspas',
        },
      },
      {
        key: 'local_climate',
        control: 'ENGINEERING',
        text: {
          en: 'Spot cooling fan or local radiant heater where the lifting is done',
          tr: 'Kaldırma yapılan yerde lokal soğutma fanı veya radyant ısıtıcı',
        },
      },
      {
        key: 'floor_checks',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Spill cleaning routine and floor checks at the start of each shift',
          tr: 'Dökülme temizliği rutini ve her vardiya başında zemin kontrolü',
        },
      },
      {
        key: 'heat_schedule',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Work–rest schedule and drinking water in hot conditions',
          tr: 'Sıcak koşullarda çalışma-dinlenme çizelgesi ve içme suyu',
        },
      },
      {
        key: 'footwear_gloves',
        control: 'PPE',
        text: {
          en: 'Slip-resistant safety footwear, and insulated grip gloves for cold work',
          tr: 'Kaymaz iş ayakkabısı ve soğukta çalışma için kavramayı koruyan yalıtımlı eldiven',
        },
      },
    ],
    sources: ['body.hse-l23', 'body.hse-indg143'],
  },

  // ---------------------------------------------------------------------------------------------
  // QEC's other exposures
  // ---------------------------------------------------------------------------------------------
  'qec.driving': {
    title: {
      en: 'Cut daily driving time and improve the seat and vehicle',
      tr: 'Günlük araç kullanma süresini azaltın, koltuğu ve aracı iyileştirin',
    },
    risk: {
      en: 'Driving a vehicle for long periods each day',
      tr: 'Her gün uzun süre araç kullanma',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Reduce the need to drive: plan routes, combine journeys and use remote meetings or other transport where possible.',
          tr: 'Araç kullanma ihtiyacını azaltın; güzergâhları planlayın, seferleri birleştirin, mümkünse uzaktan toplantı veya başka ulaşım kullanın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Provide vehicles with adjustable seats and lumbar support, and suitable suspension seats in off-road or industrial vehicles.',
          tr: 'Araçlarda ayarlanabilir koltuk ve bel desteği, arazi araçlarında ve iş makinelerinde uygun süspansiyonlu koltuk sağlayın.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Maintain site roads, yards, tyres and vehicle suspension to reduce jolts and whole-body vibration.',
          tr: 'Sarsıntıyı ve bütün vücut titreşimini azaltmak için saha yollarının, manevra alanlarının, lastiklerin ve süspansiyonun bakımını yapın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Limit continuous driving with planned breaks out of the vehicle, and show drivers how to adjust the seat and controls.',
          tr: 'Araç dışında geçirilen planlı molalarla kesintisiz sürüşü sınırlayın; sürücülere koltuk ve kumandaların nasıl ayarlanacağını gösterin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'route_planning',
        control: 'ELIMINATE',
        text: {
          en: 'Route planning that combines journeys and shortens daily driving',
          tr: 'Seferleri birleştirip günlük sürüşü kısaltan güzergâh planlaması',
        },
      },
      {
        key: 'suspension_seat',
        control: 'ENGINEERING',
        text: {
          en: "Suspension seat suited to the vehicle and adjusted to the driver's weight",
          tr: 'Araca uygun ve sürücünün ağırlığına göre ayarlanmış süspansiyonlu koltuk',
        },
      },
      {
        key: 'adjustable_cab',
        control: 'ENGINEERING',
        text: {
          en: 'Adjustable lumbar support and steering wheel in company vehicles',
          tr: 'Şirket araçlarında ayarlanabilir bel desteği ve direksiyon',
        },
      },
      {
        key: 'smoother_routes',
        control: 'ENGINEERING',
        text: {
          en: 'Smoother surfaces on regularly used site routes',
          tr: 'Sık kullanılan saha güzergâhlarında düzgün yol yüzeyi',
        },
      },
      {
        key: 'driving_breaks',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Scheduled driving breaks with time out of the vehicle',
          tr: 'Araçtan inilerek verilen planlı sürüş molaları',
        },
      },
      {
        key: 'seat_setup_briefing',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Driver briefing on seat set-up and getting in and out safely',
          tr: 'Koltuk ayarı ve araca güvenli iniş-biniş konusunda sürücü bilgilendirmesi',
        },
      },
    ],
    sources: ['body.hse-indg242', 'body.qec-2008'],
  },

  'qec.vibration': {
    title: {
      en: 'Reduce daily use of vibrating hand tools',
      tr: 'Titreşimli el aletlerinin günlük kullanımını azaltın',
    },
    risk: {
      en: 'Hand-arm vibration from tools',
      tr: 'Aletlerden kaynaklanan el-kol titreşimi',
    },
    actions: [
      {
        control: 'ELIMINATE',
        text: {
          en: 'Look for work methods that avoid vibrating hand tools, e.g. mechanised breaking, cutting or finishing.',
          tr: 'Titreşimli el aletlerine gerek bırakmayan yöntemler arayın; örneğin kırma, kesme veya yüzey işlemeyi mekanize edin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Choose the lowest-vibration tool that does the job efficiently, and maintain tools so that vibration stays low.',
          tr: 'İşi verimli yapan en düşük titreşimli aleti seçin ve titreşimin düşük kalması için aletlerin bakımını düzenli yapın.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: "Limit each worker's daily trigger time by rotation, and arrange health surveillance for regularly exposed workers.",
          tr: 'Rotasyonla her çalışanın günlük tetik süresini sınırlayın ve düzenli maruz kalan çalışanlar için sağlık gözetimi planlayın.',
        },
      },
      {
        control: 'PPE',
        text: {
          en: 'Provide gloves and warm clothing to keep hands warm and dry; do not rely on anti-vibration gloves to cut exposure.',
          tr: 'Ellerin sıcak ve kuru kalması için eldiven ve sıcak giysi sağlayın; maruziyeti azaltmak için titreşim önleyici eldivenlere güvenmeyin.',
        },
      },
    ],
    suggestions: [
      {
        key: 'machine_breaker',
        control: 'ELIMINATE',
        text: {
          en: 'Breaker attachment on an excavator instead of a hand-held breaker',
          tr: 'El tipi kırıcı yerine ekskavatöre takılan kırıcı ataşmanı',
        },
      },
      {
        key: 'low_vibration_tools',
        control: 'ENGINEERING',
        text: {
          en: 'Low-vibration tools chosen at purchase using declared vibration values',
          tr: 'Satın almada beyan edilen titreşim değerlerine göre seçilen düşük titreşimli aletler',
        },
      },
      {
        key: 'tool_maintenance',
        control: 'ENGINEERING',
        text: {
          en: 'Tool maintenance schedule: sharpen, balance and replace worn parts',
          tr: 'Alet bakım planı: bileme, balans ayarı ve aşınan parçaların değişimi',
        },
      },
      {
        key: 'tool_support',
        control: 'ENGINEERING',
        text: {
          en: 'Tool support or balancer so the hands can grip less tightly',
          tr: 'Aletin daha gevşek kavranabilmesi için alet desteği veya dengeleyici',
        },
      },
      {
        key: 'trigger_time_records',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Trigger-time records and rotation to keep daily exposure low',
          tr: 'Günlük maruziyeti düşük tutmak için tetik süresi kaydı ve rotasyon',
        },
      },
      {
        key: 'health_surveillance',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Health surveillance for regularly exposed workers',
          tr: 'Düzenli maruz kalan çalışanlar için sağlık gözetimi',
        },
      },
    ],
    sources: ['body.hse-indg175', 'body.eu-directive-2002-44', 'body.tr-titresim-2013'],
  },

  'qec.work_pace': {
    title: {
      en: 'Set a work pace that workers can keep up with',
      tr: 'Çalışanların yetişebileceği bir iş temposu belirleyin',
    },
    risk: {
      en: 'Difficulty keeping up with the work',
      tr: 'İşin temposuna yetişmekte zorlanma',
    },
    actions: [
      {
        control: 'ENGINEERING',
        text: {
          en: 'Decouple workers from machine pace with buffers between stations, so that short delays can be absorbed.',
          tr: 'İstasyonlar arasına ara stok koyarak çalışanları makine temposundan bağımsız kılın; kısa gecikmeler telafi edilebilsin.',
        },
      },
      {
        control: 'ENGINEERING',
        text: {
          en: 'Remove hold-ups that cost time, such as jamming feeders, missing parts or tools out of reach.',
          tr: 'Sıkışan besleyiciler, eksik parçalar veya erişilemeyen aletler gibi zaman kaybettiren aksaklıkları giderin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Review targets, staffing and line speed with the workers, using measured cycle times rather than theoretical ones.',
          tr: 'Hedefleri, personel sayısını ve hat hızını, kuramsal değil ölçülmüş çevrim sürelerine dayanarak çalışanlarla birlikte gözden geçirin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Give workers some control over their pace and breaks, and plan cover for peaks, absences and new starters.',
          tr: 'Çalışanlara tempo ve molaları üzerinde söz hakkı tanıyın; yoğun dönemler, devamsızlık ve yeni başlayanlar için yedek planlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'buffer_conveyor',
        control: 'ENGINEERING',
        text: {
          en: 'Buffer stock or accumulation conveyor between stations',
          tr: 'İstasyonlar arasında ara stok veya biriktirme konveyörü',
        },
      },
      {
        key: 'line_balancing',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Line balancing study based on measured cycle times',
          tr: 'Ölçülmüş çevrim sürelerine dayalı hat dengeleme çalışması',
        },
      },
      {
        key: 'floating_worker',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Floating worker to cover peaks and breaks',
          tr: 'Yoğun dönemlerde ve molalarda devreye giren yedek çalışan',
        },
      },
      {
        key: 'gradual_build_up',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Gradual build-up of pace for new or returning workers',
          tr: 'Yeni başlayan veya işe dönen çalışanlar için temponun kademeli artırılması',
        },
      },
      {
        key: 'self_paced_breaks',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Breaks that workers can take when they need them',
          tr: 'Çalışanların ihtiyaç duyduğunda kullanabildiği molalar',
        },
      },
    ],
    sources: ['body.hse-hsg60', 'body.hse-hsg218', 'body.qec-2008'],
  },

  'qec.stress': {
    title: {
      en: 'Assess and tackle the causes of work-related stress',
      tr: 'İşe bağlı stresin nedenlerini değerlendirin ve giderin',
    },
    risk: {
      en: 'Work-related stress',
      tr: 'İşe bağlı stres',
    },
    actions: [
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Identify the causes with the workers under the six Management Standards: demands, control, support, relationships, role and change.',
          tr: 'Stresin nedenlerini çalışanlarla birlikte altı Yönetim Standardı başlığında belirleyin: iş talepleri, kontrol, destek, ilişkiler, rol ve değişim.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Agree an action plan with workers and their representatives, put it into practice and check whether it has worked.',
          tr: 'Çalışanlar ve temsilcileriyle bir eylem planında uzlaşın, planı uygulayın ve sonuç verip vermediğini izleyin.',
        },
      },
      {
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Make sure workers know how to raise concerns and where to get support, such as their manager or occupational health.',
          tr: 'Çalışanların kaygılarını nasıl dile getireceklerini ve yöneticileri veya işyeri hekimi gibi nereden destek alacaklarını bilmelerini sağlayın.',
        },
      },
    ],
    suggestions: [
      {
        key: 'management_standards_survey',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'HSE Management Standards survey and focus groups with the team',
          tr: 'HSE Yönetim Standartları anketi ve ekiple odak grup görüşmeleri',
        },
      },
      {
        key: 'agreed_workload',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Workloads and deadlines agreed with the team',
          tr: 'Ekiple birlikte belirlenen iş yükü ve teslim süreleri',
        },
      },
      {
        key: 'more_control',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'More say for workers in how and when tasks are done',
          tr: 'İşin nasıl ve ne zaman yapılacağı konusunda çalışanlara daha fazla söz hakkı',
        },
      },
      {
        key: 'one_to_ones',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Regular one-to-one meetings with the line manager',
          tr: 'Birim yöneticisiyle düzenli birebir görüşmeler',
        },
      },
      {
        key: 'roles_and_change',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Clear roles, and consultation before changes at work',
          tr: 'Net görev tanımları ve işteki değişikliklerden önce çalışanlara danışılması',
        },
      },
      {
        key: 'support_services',
        control: 'ADMINISTRATIVE',
        text: {
          en: 'Access to occupational health or an employee assistance programme',
          tr: 'İşyeri hekimine veya çalışan destek programına erişim',
        },
      },
    ],
    sources: ['body.hse-hsg218', 'body.qec-2008'],
  },
};
