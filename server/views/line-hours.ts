/**
 * The words pages say about when we answer (shared/hours.ts hoursSlots), worked out once from the
 * business file's phone line: every loader and view fills its copy's hours slots from these.
 */
import { phoneLineHours } from '../../data/business.ts';
import { hoursSlots } from '../../shared/hours.ts';

export const lineHours = hoursSlots(phoneLineHours);
