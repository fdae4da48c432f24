import { createContext, useContext } from 'react';
import type { ApiClient } from './api/client';
import type { ServedConfig } from './config';

export interface AppServices {
  readonly config: ServedConfig;
  readonly api: ApiClient;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside <AppContext.Provider>');
  return services;
}
