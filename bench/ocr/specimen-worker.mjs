// A thread of generate-specimen-sets: draws the images of generator A's sets it is sent (set name,
// index and the set's blank paper) and answers each JPEG with its truth and conditions.
import { parentPort } from 'node:worker_threads';
import { drawSpecimenImage } from './generate-specimen-sets.mjs';

parentPort.on('message', async ({ name, index, paper }) => {
  const { image, truth, conditions } = await drawSpecimenImage(name, index, { paper });
  parentPort.postMessage({ image, truth, conditions });
});
