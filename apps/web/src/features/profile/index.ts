// What other features may use from the profile feature (docs/decisions: feature boundaries):
// nothing; it uses the wizards' fields and the candidates' data, and no feature uses it.
// Pages are not exported here: the router loads each page module lazily by its path.
export {};
