// Where CLI commands write: real streams in the binary, arrays in tests.
export interface CliIO {
  out(line: string): void;
  err(line: string): void;
}

export const processIO: CliIO = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
