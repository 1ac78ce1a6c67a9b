import { WEEKS_PER_CHECKPOINT } from '../../../contracts/program.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { AppError } from '../../platform/errors.ts';

/** A checkpoint that is not open yet: it counts drawings with feedback (spec 000 §4's "distinct completed weeks"). */
export const checkpointNotReady = (checkpointNumber: number): AppError =>
  new AppError('CONFLICT', messageKey('errors.checkpoint.notReady'), {
    values: { number: checkpointNumber, drawings: checkpointNumber * WEEKS_PER_CHECKPOINT },
  });
