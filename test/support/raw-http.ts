import { request } from 'node:http';

/** The status and content type of a GET of `path` sent exactly as written (fetch would resolve `..` first). */
export function rawGet(origin: string, path: string): Promise<{ status: number; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const target = new URL(origin);
    const outgoing = request({ host: target.hostname, port: target.port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
export function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
