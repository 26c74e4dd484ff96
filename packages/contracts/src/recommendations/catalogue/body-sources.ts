import type { CatalogueSource } from './types';

/**
 * Published sources of the body, task, lifting and QEC entries (BODY_ENTRIES). The method papers
 * define the factors; the guidance documents give the controls. A `url` is given only where the
 * address is the publisher's own and stable.
 */
export const BODY_SOURCES: Readonly<Record<string, CatalogueSource>> = {
  'body.reba-2000': {
    citation:
      'Hignett S, McAtamney L (2000). Rapid Entire Body Assessment (REBA). Applied Ergonomics 31(2):201–205.',
  },
  'body.rula-1993': {
    citation:
      'McAtamney L, Corlett EN (1993). RULA: a survey method for the investigation of work-related upper limb disorders. Applied Ergonomics 24(2):91–99.',
  },
  'body.qec-2008': {
    citation:
      'David G, Woods V, Li G, Buckle P (2008). The development of the Quick Exposure Check (QEC) for assessing exposure to risk factors for work-related musculoskeletal disorders. Applied Ergonomics 39(1):57–69.',
  },
  'body.niosh-rle-1994': {
    citation:
      'Waters TR, Putz-Anderson V, Garg A (1994). Applications manual for the revised NIOSH lifting equation. DHHS (NIOSH) Publication No. 94-110.',
  },
  'body.wisha-2000': {
    citation:
      'Washington State Department of Labor and Industries (2000). Ergonomics rule, WAC 296-62-051 (repealed 2003), Appendix B, WAC 296-62-05174: criteria for analyzing and reducing WMSD hazards.',
  },
  'body.cal-osha-niosh-2007': {
    citation:
      'Cal/OSHA Consultation Service, NIOSH (2007). Ergonomic guidelines for manual material handling. DHHS (NIOSH) Publication No. 2007-131.',
  },
  'body.hse-indg143': {
    citation:
      'Health and Safety Executive (2020). Manual handling at work: a brief guide (INDG143, rev. 4).',
    url: 'https://www.hse.gov.uk/pubns/indg143.pdf',
  },
  'body.hse-l23': {
    citation:
      'Health and Safety Executive (2016). Manual handling. Manual Handling Operations Regulations 1992 (as amended). Guidance on Regulations (L23, 4th ed.).',
  },
  'body.hse-hsg60': {
    citation:
      'Health and Safety Executive (2002). Upper limb disorders in the workplace (HSG60, 2nd ed.).',
  },
  'body.hse-indg438': {
    citation:
      'Health and Safety Executive (2010). Assessment of repetitive tasks of the upper limbs (the ART tool): guidance for employers (INDG438).',
  },
  'body.hse-indg175': {
    citation:
      'Health and Safety Executive (2005). Control the risks from hand-arm vibration: advice for employers on the Control of Vibration at Work Regulations 2005 (INDG175).',
    url: 'https://www.hse.gov.uk/pubns/indg175.pdf',
  },
  'body.hse-indg242': {
    citation:
      'Health and Safety Executive (2005). Control back-pain risks from whole-body vibration: advice for employers on the Control of Vibration at Work Regulations 2005 (INDG242).',
    url: 'https://www.hse.gov.uk/pubns/indg242.pdf',
  },
  'body.hse-hsg218': {
    citation:
      'Health and Safety Executive (2007). Managing the causes of work-related stress: a step-by-step approach using the Management Standards (HSG218, 2nd ed.).',
  },
  'body.eu-directive-2002-44': {
    citation:
      'European Parliament and Council (2002). Directive 2002/44/EC on the minimum health and safety requirements regarding the exposure of workers to the risks arising from physical agents (vibration).',
  },
  'body.iso-11226': {
    citation:
      'International Organization for Standardization (2000). ISO 11226:2000 Ergonomics — Evaluation of static working postures.',
  },
  'body.iso-11228-3': {
    citation:
      'International Organization for Standardization (2007). ISO 11228-3:2007 Ergonomics — Manual handling — Part 3: Handling of low loads at high frequency.',
  },
  'body.en-1005-4': {
    citation:
      'European Committee for Standardization (2008). EN 1005-4:2005+A1:2008 Safety of machinery — Human physical performance — Part 4: Evaluation of working postures and movements in relation to machinery.',
  },
  'body.tr-elle-tasima-2013': {
    citation: 'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Elle Taşıma İşleri Yönetmeliği.',
  },
  'body.tr-titresim-2013': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Çalışanların Titreşimle İlgili Risklerden Korunmalarına Dair Yönetmelik (Resmî Gazete, 22.08.2013, sayı 28743).',
    url: 'https://www.resmigazete.gov.tr/eskiler/2013/08/20130822-2.htm',
  },
};
