import type { CatalogueSource } from './types';

/**
 * Published sources of the ROSA (office workstation) entries of the catalogue. The ROSA paper gives
 * the risk factors and their targets; the display screen equipment legislation and guidance give the
 * controls; the standards give the workstation dimensions the controls aim at.
 */
export const OFFICE_SOURCES: Readonly<Record<string, CatalogueSource>> = {
  'office.rosa_sonne_2012': {
    citation:
      'Sonne M, Villalta DL, Andrews DM (2012). Development and evaluation of an office ergonomic risk checklist: ROSA – rapid office strain assessment. Applied Ergonomics 43(1), 98–108.',
    url: 'https://doi.org/10.1016/j.apergo.2011.03.008',
  },
  'office.hse_l26': {
    citation:
      'Health and Safety Executive (2003). Work with display screen equipment. Health and Safety (Display Screen Equipment) Regulations 1992 as amended by the Health and Safety (Miscellaneous Amendments) Regulations 2002. Guidance on Regulations (L26, 2nd edition).',
    url: 'https://www.hse.gov.uk/pubns/books/l26.htm',
  },
  'office.hse_indg36': {
    citation:
      'Health and Safety Executive (2013). Working with display screen equipment (DSE): a brief guide (INDG36, rev. 4).',
    url: 'https://www.hse.gov.uk/pubns/indg36.htm',
  },
  'office.eu_directive_90_270': {
    citation:
      'Council of the European Communities (1990). Council Directive 90/270/EEC of 29 May 1990 on the minimum safety and health requirements for work with display screen equipment, Annex (minimum requirements).',
    url: 'https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:31990L0270',
  },
  'office.tr_ekranli_araclar_2013': {
    citation:
      'Çalışma ve Sosyal Güvenlik Bakanlığı (2013). Ekranlı Araçlarla Çalışmalarda Sağlık ve Güvenlik Önlemleri Hakkında Yönetmelik (Resmî Gazete, 16.04.2013, sayı 28620).',
    url: 'https://www.resmigazete.gov.tr/eskiler/2013/04/20130416-5.htm',
  },
  'office.iso_9241_5_1998': {
    citation:
      'International Organization for Standardization (1998). ISO 9241-5:1998 Ergonomic requirements for office work with visual display terminals (VDTs) – Part 5: Workstation layout and postural requirements.',
  },
  'office.ansi_hfes_100_2007': {
    citation:
      'Human Factors and Ergonomics Society (2007). ANSI/HFES 100-2007 Human factors engineering of computer workstations.',
  },
};
