import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDriver } from './local-driver';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-local-driver-'));
const media = path.join(root, 'media');
const priv = path.join(root, 'private');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function text(body: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of body) out += chunk.toString();
  return out;
}

describe('the local driver', () => {
  const store = localDriver({ media, private: priv });

  it('keeps the layout of earlier versions: <MEDIA_DIR>/<key> and <PRIVATE_FILES_DIR>/<key>, private files for their owner only', async () => {
    await store.put('media', 'properties/7/a-medium.webp', Buffer.from('pixels'));
    await store.put('private', 'messages/QUJDREVGR0hJSktMTU5PUA.pdf', Buffer.from('%PDF'));
    expect(fs.readFileSync(path.join(media, 'properties/7/a-medium.webp'), 'utf8')).toBe('pixels');
    expect(fs.statSync(path.join(priv, 'messages/QUJDREVGR0hJSktMTU5PUA.pdf')).mode & 0o777).toBe(0o600);
    // Written under a temporary name and renamed: nothing else is left beside it.
    expect(fs.readdirSync(path.join(media, 'properties/7'))).toEqual(['a-medium.webp']);
  });

  it('gets a stream with size and type, stats, lists, and deletes (twice is fine)', async () => {
    const got = await store.get('media', 'properties/7/a-medium.webp');
    expect([got?.size, got?.contentType]).toEqual([6, 'image/webp']);
    expect(await text(got?.body ?? fs.createReadStream('/dev/null'))).toBe('pixels');
    expect((await store.stat('private', 'messages/QUJDREVGR0hJSktMTU5PUA.pdf'))?.size).toBe(4);
    expect(await store.get('media', 'properties/7/none.webp')).toBeNull();
    expect(await store.stat('media', 'properties')).toBeNull(); // a folder is not an object
    const listed: string[] = [];
    for await (const f of store.list?.('media') ?? []) listed.push(`${f.key}:${f.size}`);
    expect(listed).toEqual(['properties/7/a-medium.webp:6']);
    await store.delete('media', 'properties/7/a-medium.webp');
    await store.delete('media', 'properties/7/a-medium.webp');
    expect(await store.stat('media', 'properties/7/a-medium.webp')).toBeNull();
    expect(await store.signedUrl('media', 'x.webp', 60)).toBeNull();
  });

  it('copies a file of known length, and never writes outside its folder', async () => {
    const source = path.join(root, 'upload.bin');
    fs.writeFileSync(source, 'abc');
    await store.put('media', 'copied.png', { file: source });
    expect(fs.readFileSync(path.join(media, 'copied.png'), 'utf8')).toBe('abc');
    await expect(store.put('media', '../escape.png', Buffer.from('x'))).rejects.toThrow(/leaves its folder/);
    expect(fs.existsSync(path.join(root, 'escape.png'))).toBe(false);
  });
});
