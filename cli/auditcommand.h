// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where `sitemap-tool audit` gets its WebAuditRunner from. The library links no
// Qt Network: sitemap-tool's provider loads the sitemap-fetch module, the tests
// give WebAudit's own runner.

#include <QString>

#include <functional>

class WebAuditRunner;

namespace AuditCommand {

// Asked once, when the first audit runs: the runner, or null and why not in *error.
using RunnerProvider = std::function<WebAuditRunner *(QString *error)>;
void setRunnerProvider(RunnerProvider provider);

} // namespace AuditCommand
