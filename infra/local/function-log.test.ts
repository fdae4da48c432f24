import { describe, expect, it } from 'vitest';
import { gatewayLine } from './function-log';

const metricLine = JSON.stringify({ _aws: { Timestamp: 1, CloudWatchMetrics: [] }, service: 'api', PhysicianSignups: 1 });
const infoLine = JSON.stringify({ level: 'INFO', message: 'hello', function_name: 'getMe' });
const errorLine = JSON.stringify({
  level: 'ERROR',
  message: 'Unhandled error',
  function_name: 'signUpPhysician',
  function_request_id: 'r1',
  error: { name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at f (index.mjs:1:2)' },
});

describe('gatewayLine', () => {
  it('keeps the gateway’s own request log', () => {
    expect(gatewayLine('POST /api/signup → 201 in 40 ms', false)).toBe('POST /api/signup → 201 in 40 ms');
  });

  it('hides the functions’ metrics and info logs unless verbose', () => {
    expect(gatewayLine(metricLine, false)).toBeUndefined();
    expect(gatewayLine(infoLine, false)).toBeUndefined();
    expect(gatewayLine(metricLine, true)).toBe(metricLine);
  });

  it('shows an error as one short line, the whole entry when verbose', () => {
    expect(gatewayLine(errorLine, false)).toBe(
      'ERROR in signUpPhysician: Unhandled error (TypeError: x is undefined); LOCAL_VERBOSE=1 shows the whole entry',
    );
    expect(gatewayLine(errorLine, true)).toBe(errorLine);
  });
});
