/** Terraform's name for the platform this process runs on ("linux_amd64"): GOOS_GOARCH. */
export function currentPlatform(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  const os = platform === "win32" ? "windows" : platform;
  const goArch = ({ x64: "amd64", arm64: "arm64", ia32: "386", arm: "arm" } as Record<string, string>)[arch] ?? arch;
  return `${os}_${goArch}`;
}

export function splitPlatform(p: string): { os: string; arch: string } {
  const i = p.indexOf("_");
  return { os: p.slice(0, i), arch: p.slice(i + 1) };
}
