// @vitest-environment happy-dom
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { loadBehaviour, registry } from "./behaviours";

/** Every widget contract under app/components and the behaviour name it declares, if any. */
async function declaredBehaviours(): Promise<string[]> {
  const contracts = readdirSync("app/components", { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith("contract.ts"),
  );
  const names: string[] = [];
  for (const file of contracts) {
    const module: Record<string, unknown> = await import(
      `../components/${file.replace(/\.ts$/, "")}`
    );
    for (const value of Object.values(module)) {
      if (
        typeof value === "object" &&
        value !== null &&
        "behaviour" in value &&
        typeof value.behaviour === "string"
      )
        names.push(value.behaviour);
    }
  }
  return names.sort();
}

test("the registry lists exactly the behaviours the widgets' contracts declare", async () => {
  expect(Object.keys(registry).sort()).toEqual(await declaredBehaviours());
});

test("every registered behaviour loads a module with attach(); a name no widget declares loads nothing", async () => {
  for (const name of Object.keys(registry))
    expect(typeof (await loadBehaviour(name)).attach, name).toBe("function");
  await expect(loadBehaviour("nope")).rejects.toThrow("no such behaviour");
  await expect(loadBehaviour("toString")).rejects.toThrow("no such behaviour");
});
