import { createContext, useContext, type ReactNode } from "react";
import type { DataClient } from "./data-client";

const DataContext = createContext<DataClient | null>(null);

export function DataProvider({ client, children }: { client: DataClient; children: ReactNode }) {
  return <DataContext.Provider value={client}>{children}</DataContext.Provider>;
}

export function useDataClient(): DataClient {
  const client = useContext(DataContext);
  if (!client) throw new Error("useDataClient needs a DataProvider above it");
  return client;
}
