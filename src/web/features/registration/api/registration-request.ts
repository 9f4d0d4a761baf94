/**
 * Calls to /api/registration/*. Like the app's api client, plus the registration token header: the
 * token of the registration this page started wins over the registration cookie (so a second tab that
 * started another registration does not take this one over). After a reload (the Google round trip)
 * the page has no token and the cookie names the registration.
 */
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { ZErrorBody } from '../../../../domain/errors';
import { REGISTRATION_TOKEN_HEADER } from '../../../../domain/registration/schemas';

let registrationToken: string | null = null;

export function setRegistrationToken(token: string | null): void {
  registrationToken = token;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ZErrorBody.safeParse(body);
  if (parsed.success)
    return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.details);
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    response.statusText || 'Something went wrong. Please try again.',
  );
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
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      NETWORK_ERROR,
      'Network error. Please check your internet connection and try again.',
    );
  }
  if (!response.ok) throw await errorFrom(response);
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
    if (registrationToken) xhr.setRequestHeader(REGISTRATION_TOKEN_HEADER, registrationToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, NETWORK_ERROR, 'Network error. Please check your internet connection and try again.'),
      );
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
      const parsed = ZErrorBody.safeParse(body);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.code, parsed.data.message, parsed.data.details)
          : new ApiError(
              xhr.status,
              `HTTP_${xhr.status}`,
              xhr.statusText || 'Something went wrong. Please try again.',
            ),
      );
    };
    xhr.send(form);
  });
}
