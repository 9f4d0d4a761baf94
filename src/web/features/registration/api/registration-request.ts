/**
 * Calls to /api/registration/*. Like the app's api client, plus the registration token header: the
 * token of the registration this page started wins over the registration cookie (so a second tab that
 * started another registration does not take this one over). After a reload (the Google round trip)
 * the page has no token and the cookie names the registration.
 */
import type { z } from 'zod';
import { apiErrorOf, interfaceLanguage, networkError, sendRequest } from '../../../lib/api-client';
import { REGISTRATION_TOKEN_HEADER } from '../../../../domain/registration/schemas';

let registrationToken: string | null = null;

export function setRegistrationToken(token: string | null): void {
  registrationToken = token;
}

export async function registrationRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (registrationToken) headers[REGISTRATION_TOKEN_HEADER] = registrationToken;
  const response = await sendRequest(method, path, { headers, body, signal });
  return schema.parse(await response.json());
}

/**
 * Uploads with progress (fetch cannot report upload progress). Same headers and errors as above.
 */
export function uploadWithProgress<T>(
  path: string,
  schema: z.ZodType<T>,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(interfaceLanguage())) xhr.setRequestHeader(name, value);
    if (registrationToken) xhr.setRequestHeader(REGISTRATION_TOKEN_HEADER, registrationToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(schema.parse(body));
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(apiErrorOf(xhr.status, xhr.statusText, body));
    };
    xhr.send(form);
  });
}
