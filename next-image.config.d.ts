declare const config: {
  readonly deviceSizes: readonly number[];
  readonly imageSizes: readonly number[];
  readonly quality: number;
};
export = config;
