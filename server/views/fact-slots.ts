/**
 * The words the business's facts decide, worked out once from the business file: when the phones
 * are answered (shared/hours.ts hoursSlots) and whether a call-out is charged on its own
 * (chargeSlots below). Every loader and view fills its copy's slots from these, so a sentence
 * states only what the facts hold (docs/decisions/072, 074).
 */
import { phoneLineHours } from '../../data/business.ts';
import { type CallOutFee, chargingModel } from '../../data/prices.ts';
import { hoursSlots } from '../../shared/hours.ts';

type ChargeSlot = 'noCallOutSurge' | 'NoCallOutSurge' | 'feeAtAnyHour' | 'callOutFeeSentence' | 'callOutAnswer' | 'nightChargeAnswer';

/**
 * The slots a sentence about call-outs is written with, true of the business's call-out fee:
 * - `{noCallOutSurge}` / `{NoCallOutSurge}`: 'no call-out surge pricing', or with a fee 'no surge
 *   pricing' (a published fee is not a surge, but "no call-out … pricing" would deny it);
 * - `{feeAtAnyHour}`: after "the same at any hour": nothing, or ', plus the £25 call-out fee on evenings and weekends';
 * - `{callOutFeeSentence}`: nothing, or ' A call-out fee of £25 is added on evenings and weekends.' (its own leading space);
 * - `{callOutAnswer}`: the answer to "Do you charge a call-out fee?": 'No.' or 'Yes: a call-out fee of £25 is added on evenings and weekends.';
 * - `{nightChargeAnswer}`: the answer to "Do you charge extra at night or at weekends?" for a job on the price list.
 */
function chargeSlots(fee: CallOutFee): Record<ChargeSlot, string> {
  if (!fee) {
    return {
      noCallOutSurge: 'no call-out surge pricing',
      NoCallOutSurge: 'No call-out surge pricing',
      feeAtAnyHour: '',
      callOutFeeSentence: '',
      callOutAnswer: 'No.',
      nightChargeAnswer: 'Not for a job on our price list: its fixed price is the same at any hour.',
    };
  }
  return {
    noCallOutSurge: 'no surge pricing',
    NoCallOutSurge: 'No surge pricing',
    feeAtAnyHour: `, plus the ${fee.amount} call-out fee ${fee.when}`,
    callOutFeeSentence: ` A call-out fee of ${fee.amount} is added ${fee.when}.`,
    callOutAnswer: `Yes: a call-out fee of ${fee.amount} is added ${fee.when}.`,
    nightChargeAnswer: `Only the call-out fee of ${fee.amount}, ${fee.when}: a job on our price list otherwise costs the same fixed price at any hour.`,
  };
}

export const factSlots = { ...hoursSlots(phoneLineHours), ...chargeSlots(chargingModel.callOutFee) };
