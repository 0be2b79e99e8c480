import { data } from 'react-router';
import { ApiClientError } from './api.ts';

/** Runs an API call for a loader; an API error becomes the error page with its status and message. */
export async function orErrorPage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiClientError) throw data(error.message, { status: error.status, statusText: error.message });
    throw error;
  }
}
