// Objective-C++: C++ tokens and raw strings in an .mm file.
#import <Foundation/Foundation.h>
#include <vector>
#include <map>

namespace feed {
template <typename T, int N = 4>
class Buffer final {
public:
    explicit Buffer(std::vector<T> items) : items_(std::move(items)) {}
    T &operator[](size_t index) { return items_[index]; }
    auto size() const noexcept -> size_t { return items_.size(); }
    bool operator<=>(const Buffer &) const = default;
private:
    std::vector<T> items_;
    std::map<int, std::vector<std::pair<int, T>>> index_;
};

struct Point { int x; int y; };
using PointMember = int Point::*;
static int read(Point *point, PointMember member) { return point->*member + (*point).*member; }
}  // namespace feed

static const char *kShader = R"glsl(
    void main() { gl_FragColor = vec4(1.0); } // ")" is not the end
)glsl";
static const char *kPlain = R"(a "quoted" word)";
static const wchar_t *kWide = LR"(wide)";
static const char16_t *kUTF16 = u"utf16";
static const char32_t *kUTF32 = U"utf32";
static const char *kUTF8 = u8"utf8";
static const long kMillion = 1'000'000;

@interface Renderer : NSObject
- (void)render;
@end

@implementation Renderer
- (void)render {
    feed::Buffer<int> buffer({1, 2, 3});
    auto lambda = [&buffer](int value) -> int { return buffer[0] + value; };
    NSLog(@"%d %zu %s %s %ld", lambda(1), buffer.size(), kShader, kPlain, kMillion);
    (void)kWide; (void)kUTF16; (void)kUTF32; (void)kUTF8;
}
@end
