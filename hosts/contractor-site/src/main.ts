import { startContractorSite } from './server.ts';

const port = Number(process.env.CONTRACTOR_SITE_PORT ?? 8081);
const platformUrl = process.env.PLATFORM_URL ?? 'http://localhost:8080';
await startContractorSite({ port, host: process.env.HOST ?? '127.0.0.1', platformUrl });
console.log(`Contractor site: http://localhost:${port}/`);
