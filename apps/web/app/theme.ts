import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Portico indigo: a confident blue-violet that holds AA contrast on white from shade 6 up. */
const portico: MantineColorsTuple = [
  "#eef0ff",
  "#dcdffb",
  "#b6bcf1",
  "#8d96e8",
  "#6b75e0",
  "#5560db",
  "#4954d9",
  "#3a45c1",
  "#323dad",
  "#263399",
];

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif";

export const theme = createTheme({
  primaryColor: "portico",
  primaryShade: 7,
  colors: { portico },
  fontFamily,
  headings: { fontFamily, fontWeight: "750" },
  defaultRadius: "md",
  black: "#0f1530",
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "lg", withBorder: true } },
  },
});
