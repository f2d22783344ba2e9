import { LandingPage } from '#web/features/home/components/landing-page.tsx';

/** `/` and `/homie`: the same home page. */
export function HomeRoute() {
  return <LandingPage />;
}
