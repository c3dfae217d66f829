#pragma once

namespace rd {

// Standard normal distribution function Phi(x), full double precision.
double normalCdf(double x);
// Its inverse Phi^-1(p) for 0 < p < 1, full double precision; +-infinity at 1 and 0.
double normalQuantile(double p);

} // namespace rd
