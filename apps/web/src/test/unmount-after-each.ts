import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered by itself only where `afterEach` is a global, and
// our vitest runs without globals. A tree left mounted at the end of a file keeps React work queued
// (antd's tabs measure themselves in an animation frame); run after the file's jsdom is torn down,
// it throws "window is not defined" and fails the whole run. Unmounting in act cancels that work.
afterEach(cleanup);
