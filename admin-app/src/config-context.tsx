import { createContext, useContext } from "react";
import type { AdminConfig } from "./config";

const ConfigContext = createContext<AdminConfig>({ publicOrigin: "", adminOrigin: "", villageName: "" });

export const ConfigProvider = ConfigContext.Provider;

export function useConfig(): AdminConfig {
  return useContext(ConfigContext);
}
