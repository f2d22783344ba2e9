import { LandingPage } from '#web/app/routes/home/landing-page.tsx';

/** `/` and `/homie`: the same home page. */
export function HomeRoute() {
  return <LandingPage />;
}
