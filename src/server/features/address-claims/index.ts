/** What other features use of address claims and letters (decision 006). */
export { openClaim, registerClaimJobs } from './service-claims';
export { checkLetterCode, registerLetterJobs, requestLetter } from './service-letters';
export { addressClaimRoutes } from './routes';
