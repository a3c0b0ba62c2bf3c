import { Worker } from 'node:worker_threads';

// ONNX Runtime's Node binding runs a model on the calling thread: a detection of a page holds the
// event loop for a second or more, and the HTTP server of `npm start` (which runs the jobs too)
// would stand still meanwhile. So the sessions live in one worker thread of their own, fed
// tensors and answering tensors (moved, not copied). The thread's code is a small script
// evaluated in place, so it needs no file of ours beside the bundle: only onnxruntime-node and
// the model files, both resolved from node_modules by the caller.

/** `ms`: how long the model ran in its thread (without the wait for it and the hand-over). */
export type ModelOutput = { data: Float32Array; dims: number[]; ms: number };
/** The output's last axis reduced to its largest entry: the class and its probability per position. */
export type ArgmaxOutput = { index: Int32Array; value: Float32Array; dims: number[]; ms: number };
export type OnnxThread = {
  run(model: string, data: Float32Array, dims: number[]): Promise<ModelOutput>;
  runArgmax(model: string, data: Float32Array, dims: number[]): Promise<ArgmaxOutput>;
  ready: Promise<void>;
  close(): Promise<void>;
};

const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ort);
const sessions = {};
const ready = Promise.all(
  Object.entries(workerData.models).map(async ([name, file]) => {
    sessions[name] = await ort.InferenceSession.create(file, workerData.options);
  }),
);
ready.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: String((error && error.stack) || error) }),
);
function argmax(tensor) {
  const classes = tensor.dims[tensor.dims.length - 1];
  const rows = tensor.data.length / classes;
  const index = new Int32Array(rows);
  const value = new Float32Array(rows);
  const data = tensor.data;
  for (let r = 0; r < rows; r++) {
    let best = 0;
    let bestValue = -Infinity;
    for (let c = 0, k = r * classes; c < classes; c++, k++) {
      if (data[k] > bestValue) {
        bestValue = data[k];
        best = c;
      }
    }
    index[r] = best;
    value[r] = bestValue;
  }
  return { index, value, dims: tensor.dims.slice(0, -1) };
}
// One run after the other, in the order sent: a run's time is its own, never another's queued before it.
let queue = ready.catch(() => undefined);
parentPort.on('message', (message) => {
  queue = queue.then(() => handle(message));
});
async function handle({ id, model, data, dims, reduce }) {
  try {
    await ready;
    const session = sessions[model];
    const start = performance.now();
    const out = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', data, dims) });
    const tensor = out[session.outputNames[0]];
    const ms = performance.now() - start;
    if (reduce) {
      const result = argmax(tensor);
      parentPort.postMessage({ id, ms, ...result }, [result.index.buffer, result.value.buffer]);
    } else {
      const result = new Float32Array(tensor.data);
      parentPort.postMessage({ id, ms, data: result, dims: tensor.dims }, [result.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
}
`;

/** How long closing waits for a model load or a run in flight before it stops the thread anyway. */
const CLOSE_WAIT_MS = 20_000;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/** A thread with the `models` (name → .onnx file) loaded with the session `options`. */
export function openOnnxThread(ortPath: string, models: Record<string, string>, options: Record<string, unknown>): OnnxThread {
  const worker = new Worker(THREAD_CODE, { eval: true, workerData: { ort: ortPath, models, options } });
  // Idle, the thread must not keep the process alive; while it works for a caller, it must.
  worker.unref();
  const pending = new Map<number, Pending>();
  let next = 0;
  let failed: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: string }) => {
      if (message.ready) resolve();
      else reject(new Error(`ONNX models not loaded: ${message.error}`));
    });
  });
  // A caller that never awaits `ready` still learns of the failure from its run.
  ready.catch(() => undefined);
  let idle: (() => void) | null = null;
  worker.on('message', (message: { id?: number; error?: string }) => {
    if (message.id === undefined) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) {
      worker.unref();
      idle?.();
    }
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve(message as never);
  });
  const fail = (error: Error) => {
    failed = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    idle?.();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the ONNX thread stopped (${code})`)));

  function send<T>(request: { model: string; data: Float32Array; dims: number[]; reduce: boolean }): Promise<T> {
    const { model, data, dims, reduce } = request;
    if (failed) return Promise.reject(failed);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.ref();
      worker.postMessage({ id, model, data, dims, reduce }, [data.buffer as ArrayBuffer]);
    });
  }
  return {
    ready,
    run: (model, data, dims) => send<ModelOutput>({ model, data, dims, reduce: false }),
    runArgmax: (model, data, dims) => send<ArgmaxOutput>({ model, data, dims, reduce: true }),
    async close() {
      // Terminating the thread while ONNX Runtime creates a session or runs a model aborts the whole
      // process (its native error cannot cross the thread): wait for both first, a bounded time.
      const finished = Promise.all([
        ready.catch(() => undefined),
        pending.size === 0 || failed ? undefined : new Promise<void>((resolve) => (idle = resolve)),
      ]);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([finished, timeout]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
