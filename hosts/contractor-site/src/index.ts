export { type ContractorSiteOptions, startContractorSite } from './server.ts';
