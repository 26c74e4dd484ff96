/**
 * Office safety checklist (ours; SPEC §3 names only "questions and responses"). Each question is worded
 * so that YES is the safe answer. `critical` items concern acute safety (fire, electricity, escape,
 * trips). Sources of the items: ISO 9241-5 / EU Directive 90/270/EEC annex (display-screen
 * workstations), HSE INDG36 "Working with display screen equipment", and general office fire and
 * electrical safety practice.
 */
export const CHECKLIST_ANSWERS = ['YES', 'NO', 'NOT_APPLICABLE'] as const;
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];

export const CHECKLIST_CATEGORIES = {
  workstation: { en: 'Workstation', tr: 'Çalışma istasyonu' },
  environment: { en: 'Environment', tr: 'Ortam' },
  safety: { en: 'Safety', tr: 'Güvenlik' },
  organisation: { en: 'Work organisation', tr: 'İş organizasyonu' },
} as const;
export type ChecklistCategory = keyof typeof CHECKLIST_CATEGORIES;

export interface ChecklistQuestion {
  id: string;
  category: ChecklistCategory;
  critical: boolean;
  text: { en: string; tr: string };
}

export const CHECKLIST_QUESTIONS: readonly ChecklistQuestion[] = [
  {
    id: 'ws_chair_adjustable',
    category: 'workstation',
    critical: false,
    text: {
      en: 'Is the chair height-adjustable, with a backrest that supports the lower back?',
      tr: 'Sandalye yükseklik ayarlı mı ve sırtlığı bel bölgesini destekliyor mu?',
    },
  },
  {
    id: 'ws_feet_supported',
    category: 'workstation',
    critical: false,
    text: {
      en: 'Do the feet rest flat on the floor or on a footrest?',
      tr: 'Ayaklar yere ya da bir ayak desteğine düz basıyor mu?',
    },
  },
  {
    id: 'ws_monitor_eye_level',
    category: 'workstation',
    critical: false,
    text: {
      en: "Is the top of the screen at or slightly below eye level, about an arm's length away?",
      tr: 'Ekranın üst kenarı göz hizasında ya da biraz altında ve yaklaşık bir kol boyu uzaklıkta mı?',
    },
  },
  {
    id: 'ws_keyboard_mouse_close',
    category: 'workstation',
    critical: false,
    text: {
      en: 'Are the keyboard and mouse close together at elbow height, so that the wrists stay straight?',
      tr: 'Klavye ve fare, el bilekleri düz kalacak biçimde dirsek yüksekliğinde ve birbirine yakın mı?',
    },
  },
  {
    id: 'ws_leg_space',
    category: 'workstation',
    critical: false,
    text: {
      en: 'Is there enough space under the desk to move the legs freely?',
      tr: 'Masanın altında bacakları rahatça hareket ettirecek kadar boşluk var mı?',
    },
  },
  {
    id: 'ws_no_glare',
    category: 'workstation',
    critical: false,
    text: {
      en: 'Is the screen free of glare and reflections from windows and lights?',
      tr: 'Ekran, pencerelerden ve lambalardan gelen parlama ve yansımalardan korunmuş mu?',
    },
  },
  {
    id: 'env_lighting',
    category: 'environment',
    critical: false,
    text: {
      en: 'Is the lighting sufficient for the task without causing glare?',
      tr: 'Aydınlatma, parlamaya yol açmadan iş için yeterli mi?',
    },
  },
  {
    id: 'env_temperature',
    category: 'environment',
    critical: false,
    text: {
      en: 'Are the temperature and ventilation comfortable?',
      tr: 'Sıcaklık ve havalandırma rahat bir çalışmaya uygun mu?',
    },
  },
  {
    id: 'env_noise',
    category: 'environment',
    critical: false,
    text: {
      en: 'Is the noise level low enough to concentrate and to talk normally?',
      tr: 'Gürültü düzeyi, dikkati toplamaya ve normal konuşmaya elverecek kadar düşük mü?',
    },
  },
  {
    id: 'saf_walkways_clear',
    category: 'safety',
    critical: true,
    text: {
      en: 'Are walkways and floors free of obstacles, trailing cables and slip hazards?',
      tr: 'Geçiş yolları ve zemin; engellerden, yerde uzanan kablolardan ve kayma tehlikesinden arındırılmış mı?',
    },
  },
  {
    id: 'saf_electrical',
    category: 'safety',
    critical: true,
    text: {
      en: 'Are cables, plugs and sockets undamaged and not overloaded?',
      tr: 'Kablolar, fişler ve prizler hasarsız ve aşırı yüklenmemiş mi?',
    },
  },
  {
    id: 'saf_emergency_exits',
    category: 'safety',
    critical: true,
    text: {
      en: 'Are the emergency exits marked and unobstructed?',
      tr: 'Acil çıkışlar işaretli ve önleri açık mı?',
    },
  },
  {
    id: 'saf_fire_extinguisher',
    category: 'safety',
    critical: true,
    text: {
      en: 'Is a fire extinguisher within reach and within its inspection date?',
      tr: 'Yangın söndürme cihazı kolayca ulaşılabilir bir yerde mi ve periyodik kontrolü güncel mi?',
    },
  },
  {
    id: 'saf_storage',
    category: 'safety',
    critical: false,
    text: {
      en: 'Are heavy items stored between knee and shoulder height?',
      tr: 'Ağır malzemeler diz ile omuz yüksekliği arasında mı saklanıyor?',
    },
  },
  {
    id: 'org_breaks',
    category: 'organisation',
    critical: false,
    text: {
      en: 'Does the employee take a short break or change tasks at least once per hour of screen work?',
      tr: 'Çalışan, ekran başında geçen her saatte en az bir kez kısa mola veriyor ya da başka bir işe geçiyor mu?',
    },
  },
  {
    id: 'org_training',
    category: 'organisation',
    critical: false,
    text: {
      en: 'Has the employee been trained in setting up the workstation and in safe working?',
      tr: 'Çalışan, çalışma istasyonunu ayarlama ve güvenli çalışma konusunda eğitim aldı mı?',
    },
  },
  {
    id: 'org_first_aid',
    category: 'organisation',
    critical: false,
    text: {
      en: 'Is a first-aid kit available and is it known who the first-aider is?',
      tr: 'İlkyardım çantası mevcut mu ve ilkyardımcının kim olduğu biliniyor mu?',
    },
  },
];

export const CHECKLIST_QUESTION_IDS = CHECKLIST_QUESTIONS.map((q) => q.id);
