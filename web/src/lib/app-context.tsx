import { createContext, useContext } from 'react';
import type { WebConfig } from '#shared/web-config.ts';
import type { ApiClient } from './api/client';

export interface AppServices {
  readonly config: WebConfig;
  readonly api: ApiClient;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside <AppContext.Provider>');
  return services;
}
