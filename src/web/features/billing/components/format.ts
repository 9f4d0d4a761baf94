/** Money on the Billing page: USD, en-US style, 2 decimals (spec 02 §1). */
import { formatUsd } from '../../../../domain/services/enterprise';

export const formatRate = (rate: number) => formatUsd(rate);
