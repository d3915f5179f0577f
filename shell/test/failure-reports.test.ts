import type { RemoteLoadFailure } from '@apparel/contracts';
import { describe, expect, it } from 'vitest';
import { createFailureReporter, failureKind, REPORTS_PER_MINUTE } from '../src/remotes/failure-reports';

const reporterAt = (clock: { now: number }) => {
  const sent: RemoteLoadFailure[] = [];
  const report = createFailureReporter({
    send: async (failure) => {
      sent.push(failure);
    },
    now: () => clock.now,
  });
  return { report, sent };
};

describe('remote load failure reports', () => {
  it('send the remote, its version, what failed and the error without query strings', () => {
    const { report, sent } = reporterAt({ now: 0 });
    const chunk = new Error('Loading chunk 812 failed. (missing: /remotes/mf-media/1.2.0/812.js?t=9)');
    chunk.name = 'ChunkLoadError';
    report('mf-media', '1.2.0', new Error('Could not load mf_media/MediaPage', { cause: chunk }));
    expect(sent).toEqual([
      {
        remote: 'mf-media',
        version: '1.2.0',
        kind: 'chunk',
        message:
          'Could not load mf_media/MediaPage <- Loading chunk 812 failed. (missing: /remotes/mf-media/1.2.0/812.js)',
      },
    ]);
  });

  it('tell a manifest from a remote entry from a chunk', () => {
    expect(failureKind(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(
      'manifest',
    );
    expect(failureKind(new Error('ScriptExternalLoadError: Loading script failed'))).toBe('entry');
    expect(failureKind(new Error('Loading CSS chunk 4 failed'))).toBe('chunk');
  });

  it('send the same failure once a minute and at most REPORTS_PER_MINUTE in all', () => {
    const clock = { now: 0 };
    const { report, sent } = reporterAt(clock);
    report('mf-media', '1.2.0', new Error('entry failed'));
    report('mf-media', '1.2.0', new Error('entry failed'));
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 10; i++) report(`mf-x${i}`, '1.0.0', new Error('entry failed'));
    expect(sent).toHaveLength(REPORTS_PER_MINUTE);
    clock.now = 60_000;
    report('mf-media', '1.2.0', new Error('entry failed'));
    expect(sent).toHaveLength(REPORTS_PER_MINUTE + 1);
  });
});
