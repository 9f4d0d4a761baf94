/** Worker entry: runs one load in its own thread, so the generator does not share the server's event loop. */
import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadOptions } from './load';

const result = await runLoad(workerData as LoadOptions);
parentPort!.postMessage(result);
