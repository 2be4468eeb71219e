/**
 * Admin profit: the platform's profit by month, showroom or vendor (issue #24, decision 0095).
 * Other modules, flows and routes use only what this file exports.
 */
export { adminProfit } from './admin-profit.ts';
