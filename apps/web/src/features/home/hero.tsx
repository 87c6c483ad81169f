export function Hero() {
  return (
    <section className="bg-linear-to-br from-emerald-700 via-emerald-600 to-teal-500 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Find Your Perfect Game
        </h1>
        <p className="mt-4 max-w-xl text-lg text-emerald-50">
          Book courts, join social games and train with coaches near you.
        </p>
      </div>
    </section>
  );
}
