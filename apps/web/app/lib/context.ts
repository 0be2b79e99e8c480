/**
 * What the host hands to loaders, through React Router's typed context (not imported singletons):
 * the API and subset services as fetch functions (in-process or over HTTP) and public settings.
 */
import { createContext } from 'react-router';

export interface PublicSettings {
  productCode: string;
  qr: { officialAccount: string; miniProgram: string; lifestyle: string };
}

export interface HostServices {
  /** Answers an API request; in-process this is the Hono app's fetch, no socket involved. */
  apiFetch: (request: Request) => Promise<Response>;
  settings: PublicSettings;
}

export const hostContext = createContext<HostServices>();
