import type { CoverageStock } from "../coverage";
import { HomeHero } from "./home-hero";
import { Advantages, ContactSales, Coverage, HomeFaq, Partners } from "./home-sections";

export function HomePage({ coverage }: { coverage: CoverageStock }) {
  return (
    <>
      <HomeHero />
      <Advantages />
      <Coverage coverage={coverage} />
      <HomeFaq />
      <Partners />
      <ContactSales />
    </>
  );
}
