import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { lighthousePageRun } from './lighthouse-home.ts';
import { photoUploadToThumbnail } from './photo-upload-load.ts';

const platformUrl = process.argv[2] ?? 'http://localhost:8150';
const what = process.argv[3] ?? 'photo';
if (what === 'photo') console.log('photo', JSON.stringify(await photoUploadToThumbnail(platformUrl)));
if (what === 'lighthouse') {
  for (let run = 0; run < 3; run += 1) {
    const result = await lighthousePageRun(`${platformUrl}${shellPath(ROUTE_PATHS.projects)}`);
    console.log('projects lighthouse', JSON.stringify({ performance: result.performance, cls: result.cls, tbtMs: result.tbtMs, lcpMs: result.lcpMs }));
  }
}
