import type { GuideSet } from '../types';
import { choosing } from './choosing';
import { data } from './data';
import { faq } from './faq';
import { filming } from './filming';
import { reading } from './reading';

export const en: GuideSet = { filming, data, choosing, reading, faq };
