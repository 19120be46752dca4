import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { features, steps } from "./home-content";

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="how-it-works" className="text-3xl font-bold">
        How it works
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-6">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Features() {
  return (
    <section aria-labelledby="features" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="features" className="text-3xl font-bold">
          Everything in one place
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.label} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
              <p className="text-4xl font-extrabold text-brand-100">{feature.value}</p>
              <h3 className="mt-2 font-semibold">{feature.label}</h3>
              <p className="mt-1 text-sm text-slate-300">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta" className="mx-auto max-w-4xl px-4 py-20 text-center">
      <h2 id="cta" className="text-3xl font-bold sm:text-4xl">
        Your next post is a minute away
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        Free forever, no account needed. Pick a tool and create something now.
      </p>
      <Link href="/tools" className={buttonClass("primary", "mt-8 px-8 py-3 text-base")}>
        Start creating for free
      </Link>
    </section>
  );
}
