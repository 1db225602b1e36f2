// The AWS SDK's NodeVersionSupportWarning must not land as plain text in the JSON log stream
// (issue 24 item 13): a process that builds the S3 client writes nothing to stderr.
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

describe('the S3 client on Node < 22', () => {
  it('prints no NodeVersionSupportWarning', async () => {
    const driver = join(root, 'apps/api/src/plugins/s3-storage.ts');
    const script = `import { createS3Client } from ${JSON.stringify(driver)};
const client = createS3Client({ bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });
await client.config.region();
console.log('built');`;
    const env = { ...process.env };
    delete env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED;
    const { stdout, stderr } = await run(
      join(root, 'node_modules/.bin/tsx'),
      ['--input-type=module', '-e', script],
      {
        cwd: root,
        env,
      },
    );
    expect(stdout).toContain('built');
    expect(stderr).not.toContain('NodeVersionSupportWarning');
    expect(stderr).toBe('');
  }, 60_000);
});
