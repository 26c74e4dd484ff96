import type { CatalogueSource } from './types';

/**
 * The publications the office safety checklist entries were written from (checklist-entries.ts).
 * Turkish legislation is cited with its Resmî Gazete date and issue; a `url` is given only where
 * the address is known to be stable.
 */
export const CHECKLIST_SOURCES: Readonly<Record<string, CatalogueSource>> = {
  // Display screen work
  'checklist.hse_indg36': {
    citation:
      'Health and Safety Executive (2013). Working with display screen equipment (DSE): a brief guide (INDG36, rev. 4).',
    url: 'https://www.hse.gov.uk/pubns/indg36.pdf',
  },
  'checklist.eu_90_270': {
    citation:
      'Council of the European Communities (1990). Council Directive 90/270/EEC of 29 May 1990 on the minimum safety and health requirements for work with display screen equipment.',
  },
  'checklist.tr_ekranli': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Ekranlı Araçlarla Çalışmalarda Sağlık ve Güvenlik Önlemleri Hakkında Yönetmelik (Resmî Gazete, 16.04.2013, sayı 28620).',
    url: 'https://www.resmigazete.gov.tr/eskiler/2013/04/20130416-5.htm',
  },

  // Workplace environment and premises
  'checklist.hse_l24': {
    citation:
      'Health and Safety Executive (2013). Workplace health, safety and welfare. Workplace (Health, Safety and Welfare) Regulations 1992. Approved Code of Practice and guidance (L24, 2nd edition).',
  },
  'checklist.tr_bina': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). İşyeri Bina ve Eklentilerinde Alınacak Sağlık ve Güvenlik Önlemlerine İlişkin Yönetmelik (Resmî Gazete, 17.07.2013, sayı 28710).',
  },
  'checklist.en_12464_1': {
    citation:
      'European Committee for Standardization (2021). EN 12464-1:2021 Light and lighting – Lighting of work places – Part 1: Indoor work places.',
  },
  'checklist.iso_7730': {
    citation:
      'International Organization for Standardization (2005). ISO 7730:2005 Ergonomics of the thermal environment – Analytical determination and interpretation of thermal comfort using calculation of the PMV and PPD indices and local thermal comfort criteria.',
  },
  'checklist.tr_gurultu': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Çalışanların Gürültü ile İlgili Risklerden Korunmalarına Dair Yönetmelik (Resmî Gazete, 28.07.2013, sayı 28721).',
  },

  // Electrical, fire and emergency
  'checklist.hse_indg231': {
    citation:
      'Health and Safety Executive (2012). Electrical safety and you: a brief guide (INDG231, rev. 1).',
    url: 'https://www.hse.gov.uk/pubns/indg231.pdf',
  },
  'checklist.tr_yangin': {
    citation:
      'Bakanlar Kurulu (2007). Binaların Yangından Korunması Hakkında Yönetmelik (Resmî Gazete, 19.12.2007, sayı 26735).',
  },
  'checklist.tr_acil_durum': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). İşyerlerinde Acil Durumlar Hakkında Yönetmelik (Resmî Gazete, 18.06.2013, sayı 28681).',
  },
  'checklist.hmg_fire_offices': {
    citation: 'HM Government (2006). Fire safety risk assessment: offices and shops.',
  },

  // Manual handling
  'checklist.hse_indg143': {
    citation:
      'Health and Safety Executive (2020). Manual handling at work: a brief guide (INDG143, rev. 4).',
    url: 'https://www.hse.gov.uk/pubns/indg143.pdf',
  },
  'checklist.eu_90_269': {
    citation:
      'Council of the European Communities (1990). Council Directive 90/269/EEC of 29 May 1990 on the minimum health and safety requirements for the manual handling of loads where there is a risk particularly of back injury to workers.',
  },
  'checklist.tr_elle_tasima': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Elle Taşıma İşleri Yönetmeliği (Resmî Gazete, 24.07.2013, sayı 28717).',
  },

  // Work organisation, training and first aid
  'checklist.tr_6331': {
    citation:
      'Türkiye Büyük Millet Meclisi (2012). 6331 sayılı İş Sağlığı ve Güvenliği Kanunu (Resmî Gazete, 30.06.2012, sayı 28339).',
  },
  'checklist.tr_isg_egitim': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Çalışanların İş Sağlığı ve Güvenliği Eğitimlerinin Usul ve Esasları Hakkında Yönetmelik (Resmî Gazete, 15.05.2013, sayı 28648).',
  },
  'checklist.tr_ilkyardim': {
    citation:
      'Sağlık Bakanlığı (2015). İlkyardım Yönetmeliği (Resmî Gazete, 29.07.2015, sayı 29429).',
  },
};
